import { type LoginAnswer, type LoginPayload, NON_AGENT_TYPES } from '@lotto/contract';
import type { RequestCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { checkCaptcha } from '../captcha/index.js';
import {
  findMemberByMobile,
  findMemberByUsername,
  type MemberRow,
  needsRehash,
  setPasswordHash,
  verifyAgainstNothing,
  verifyPassword,
} from '../member/index.js';
import { consumeCode, type MobileNumber, parseMobile } from '../verification/index.js';
import {
  clearAccountFailures,
  countFailures,
  type FailureKeys,
  recordFailure,
} from './login-failures.repository.js';
import { createSession } from './session.service.js';

export const LOGIN_LIMITS = {
  windowMs: 60 * 60_000,
  /** Failures of the account or the client within the window before a captcha is needed. */
  captchaAfterFailures: 1,
  lockAfterFailures: 8,
  lockMs: 15 * 60_000,
  /** Failures one client may make in the window over all accounts. */
  clientFailuresPerWindow: 100,
} as const;

/** From the first failure on, every answer tells the app to show the captcha. */
const withCaptchaFlag = (err: unknown) =>
  err instanceof AppError
    ? new AppError(err.code, { ...err.value, captcha: true }, err.status)
    : err;

/** Refuses a locked account or a client over its budget; asks for a captcha after a failure. */
const guard = async (
  ctx: RequestCtx,
  now: number,
  keys: FailureKeys,
  captcha: string | undefined,
) => {
  const failures = await countFailures(ctx.db, keys, now - LOGIN_LIMITS.windowMs);
  if (failures.client >= LOGIN_LIMITS.clientFailuresPerWindow) {
    throw new AppError('too.many.requests');
  }
  const { account, lastAccountFailureAt: last } = failures;
  if (account >= LOGIN_LIMITS.lockAfterFailures && last && now - last < LOGIN_LIMITS.lockMs) {
    throw new AppError('account.locked');
  }
  if (Math.max(account, failures.client) >= LOGIN_LIMITS.captchaAfterFailures) {
    await checkCaptcha(ctx, captcha).catch((err: unknown) => {
      throw withCaptchaFlag(err);
    });
  }
};

/** The member named, and whether the password is theirs; unknown names take as long. */
const byPassword = async (ctx: RequestCtx, username: string, password: string) => {
  const member = await findMemberByUsername(ctx, username);
  const ok = member
    ? await verifyPassword(password, member.password_hash)
    : await verifyAgainstNothing(password);
  if (ok && member && needsRehash(member.password_hash)) {
    await setPasswordHash(ctx, member.id, password);
  }
  return { member, ok };
};

/** The member whose number received this login code (a wrong code throws). */
const bySmsCode = async (ctx: RequestCtx, mobile: MobileNumber, code: string) => {
  await consumeCode(ctx, { purpose: 'login', mobile, code });
  const member = await findMemberByMobile(ctx, mobile);
  return { member, ok: member !== undefined };
};

const failed = async (
  ctx: RequestCtx,
  now: number,
  keys: FailureKeys,
  memberId: number | null,
  err: AppError,
): Promise<never> => {
  await recordFailure(ctx.db, keys, memberId, now, now - LOGIN_LIMITS.windowMs);
  throw withCaptchaFlag(err);
};

/**
 * Logs a member in by password or SMS code. The answer to a wrong name and to a wrong password
 * is the same; failures count per account and per client for the captcha and the lock.
 */
export const login = async (ctx: RequestCtx, payload: LoginPayload): Promise<LoginAnswer> => {
  const now = ctx.now();
  if (payload.type === 'firebase') throw new AppError('function.not.available');
  const name = payload.username.trim();
  if (name === '' || payload.password === '') throw new AppError('login.params.empty');
  const sms = payload.type === 'sms';
  if (sms && !ctx.site.whitelabel.MOBILEVERCODELOGIN3) throw new AppError('function.not.available');
  const mobile = sms ? parseMobile(ctx.site, name, payload.countryDialingCode) : null;
  const keys: FailureKeys = {
    merchantId: ctx.site.id,
    accountKey: mobile ? `m:${mobile.target}` : `u:${name.toLowerCase()}`,
    clientKey: ctx.ip,
  };
  await guard(ctx, now, keys, payload.captcha);

  let checked: { member: MemberRow | undefined; ok: boolean };
  try {
    checked = mobile
      ? await bySmsCode(ctx, mobile, payload.password)
      : await byPassword(ctx, name, payload.password);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return failed(ctx, now, keys, null, err);
  }
  const { member, ok } = checked;
  if (!member || !ok) {
    return failed(ctx, now, keys, member?.id ?? null, new AppError('login.failed'));
  }

  if (member.status !== 'active') throw new AppError('member.not.exist');
  if (payload.area === 'agent' && NON_AGENT_TYPES.includes(member.type)) {
    throw new AppError('agent.non.agent');
  }
  await clearAccountFailures(ctx.db, keys);
  return createSession(ctx, { memberId: member.id, deviceId: payload.loginDeviceId, ip: ctx.ip });
};

import { type LoginAnswer, type LoginPayload, NON_AGENT_TYPES } from '@lotto/contract';
import type { RequestCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { notifyMember } from '../inbox/index.js';
import {
  findMemberByMobile,
  findMemberByUsername,
  type MemberRow,
  upgradePasswordHash,
  verifyAgainstNothing,
  verifyPassword,
} from '../member/index.js';
import { consumeCode, type MobileNumber, parseMobile } from '../verification/index.js';
import { rememberDevice } from './login-devices.service.js';
import { clearFailures, type FailureKeys } from './login-failures.repository.js';
import { admitLogin, loginFailed } from './login-guard.js';
import { createSession } from './session.service.js';

/** A session and the new secret of the device it was started on (for its cookie). */
export interface SignedIn {
  session: LoginAnswer;
  deviceSecret: string;
}

/** Whether the password is the member's; unknown names take as long. */
const passwordMatches = async (
  ctx: RequestCtx,
  member: MemberRow | undefined,
  password: string,
) => {
  if (!member) return verifyAgainstNothing(password);
  const stored = member.password_hash;
  const ok = await verifyPassword(password, stored);
  if (ok) await upgradePasswordHash(ctx, member.id, 'password_hash', stored, password);
  return ok;
};

/** Whether the code is the login code sent to the number (a wrong code throws). */
const codeMatches = async (
  ctx: RequestCtx,
  member: MemberRow | undefined,
  mobile: MobileNumber,
  code: string,
) => {
  await consumeCode(ctx, { purpose: 'login', mobile, code });
  return member !== undefined;
};

/**
 * Starts a session for a member who just proved who they are (password, login or reset code):
 * this client's failures on the account are cleared and the device is remembered.
 */
export const signIn = async (
  ctx: RequestCtx,
  memberId: number,
  deviceId: string,
): Promise<SignedIn> => {
  await clearFailures(ctx.db, { merchantId: ctx.site.id, memberId, clientKey: ctx.ip });
  return {
    session: await createSession(ctx, { memberId, deviceId, ip: ctx.ip, userAgent: ctx.userAgent }),
    deviceSecret: await rememberDevice(ctx, memberId),
  };
};

/**
 * Logs a member in by password or SMS code (mobile login reaches only the verified holder of
 * the number). The answer to a wrong name and to a wrong password is the same; failures count
 * per account, client and known device for the captcha and the budgets (login-guard.ts).
 */
export const login = async (ctx: RequestCtx, payload: LoginPayload): Promise<SignedIn> => {
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
  const member = mobile
    ? await findMemberByMobile(ctx, mobile)
    : await findMemberByUsername(ctx, name);
  const device = await admitLogin(ctx, keys, member?.id, payload.captcha);

  const by = { memberId: member?.id ?? null, device };
  let ok: boolean;
  try {
    ok = mobile
      ? await codeMatches(ctx, member, mobile, payload.password)
      : await passwordMatches(ctx, member, payload.password);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return loginFailed(ctx, keys, by, err);
  }
  if (!member || !ok) return loginFailed(ctx, keys, by, new AppError('login.failed'));

  if (member.status !== 'active') throw new AppError('member.not.exist');
  if (payload.area === 'agent' && NON_AGENT_TYPES.includes(member.type)) {
    throw new AppError('agent.non.agent');
  }
  const signedIn = await signIn(ctx, member.id, payload.loginDeviceId);
  // The login guard found no live device secret of the member's: tell them (A.4 known devices).
  if (!device) await notifyMember(ctx, member.id, { kind: 'new_device', ip: ctx.ip });
  return signedIn;
};

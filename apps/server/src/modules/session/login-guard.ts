import type { RequestCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { checkCaptcha } from '../captcha/index.js';
import { claimKnownDevice, type KnownDevice, LOGIN_DEVICE } from './login-devices.service.js';
import { countFailures, type FailureKeys, recordFailure } from './login-failures.repository.js';

const MINUTE = 60_000;

/**
 * Login protection (README "Login protection"). Failures never lock an account: they make the
 * captcha needed (for the client that failed on that account, and for every unknown client
 * once the account failed often), and they spend budgets. A device that signed in before
 * (its cookie secret) skips the captcha and the address budget, on budgets of its own.
 */
const LOGIN_LIMITS = {
  /** Failures are kept this long (the longest window below). */
  windowMs: 60 * MINUTE,
  /** The captcha state decays this long after a failure. */
  captchaWindowMs: 15 * MINUTE,
  /** Failures of an account from one client before that client needs the captcha for it. */
  clientCaptchaAfter: 1,
  /** Failures of an account from any clients before every unknown client needs the captcha. */
  accountCaptchaAfter: 3,
  /** Failures one address may make in the window over all accounts (unknown devices). */
  clientFailuresPerWindow: 100,
  /** Failures of an account's known devices in the window before they count as unknown. */
  knownDeviceFailuresPerWindow: 10,
} as const;

/** Every answer that means "the next try needs the captcha" carries the flag for the app. */
const withCaptchaFlag = (err: unknown) =>
  err instanceof AppError
    ? new AppError(err.code, { ...err.value, captcha: true }, err.status)
    : err;

/** A known device of the member, counted, while the account's known devices have budget left. */
const knownDevice = async (ctx: RequestCtx, keys: FailureKeys, memberId: number) => {
  if (!ctx.cookies[LOGIN_DEVICE.cookie]) return undefined;
  const { merchantId, accountKey } = keys;
  const since = ctx.now() - LOGIN_LIMITS.windowMs;
  const failures = await countFailures(
    ctx.db,
    { merchantId, accountKey, knownDevices: true },
    since,
  );
  if (failures >= LOGIN_LIMITS.knownDeviceFailuresPerWindow) return undefined;
  return claimKnownDevice(ctx, memberId);
};

/** An unknown client: refused past its address budget; the captcha when failures ask for it. */
const guardUnknown = async (ctx: RequestCtx, keys: FailureKeys, captcha: string | undefined) => {
  const { merchantId, accountKey, clientKey } = keys;
  const now = ctx.now();
  const since = now - LOGIN_LIMITS.windowMs;
  const byClient = await countFailures(ctx.db, { merchantId, clientKey }, since);
  if (byClient >= LOGIN_LIMITS.clientFailuresPerWindow) throw new AppError('too.many.requests');
  const recent = now - LOGIN_LIMITS.captchaWindowMs;
  const here = await countFailures(ctx.db, { merchantId, accountKey, clientKey }, recent);
  const needed =
    here >= LOGIN_LIMITS.clientCaptchaAfter ||
    (await countFailures(ctx.db, { merchantId, accountKey }, recent)) >=
      LOGIN_LIMITS.accountCaptchaAfter;
  if (needed) {
    await checkCaptcha(ctx, captcha).catch((err: unknown) => {
      throw withCaptchaFlag(err);
    });
  }
};

/**
 * Lets a login attempt go on to the password (or code) check: answers the known device it is
 * made on, or undefined once an unknown client passed its checks; throws otherwise.
 */
export const admitLogin = async (
  ctx: RequestCtx,
  keys: FailureKeys,
  memberId: number | undefined,
  captcha: string | undefined,
): Promise<KnownDevice | undefined> => {
  const device = memberId === undefined ? undefined : await knownDevice(ctx, keys, memberId);
  if (!device) await guardUnknown(ctx, keys, captcha);
  return device;
};

/**
 * Records a failed attempt and throws its error, flagged when the next try from this client
 * will need the captcha: always for an unknown client, for a known device once it is used up.
 */
export const loginFailed = async (
  ctx: RequestCtx,
  keys: FailureKeys,
  by: { memberId: number | null; device: KnownDevice | undefined },
  err: AppError,
): Promise<never> => {
  const now = ctx.now();
  const deviceId = by.device?.id ?? null;
  await recordFailure(
    ctx.db,
    keys,
    { memberId: by.memberId, deviceId },
    now,
    now - LOGIN_LIMITS.windowMs,
  );
  const usedUp = !by.device || by.device.attempts >= LOGIN_DEVICE.maxAttempts;
  throw usedUp ? withCaptchaFlag(err) : err;
};

import type { Ctx, RequestCtx } from '../../context.js';
import type { Http } from '../../routing/route.js';
import {
  DEVICE_SECRET,
  deviceSecretFrom,
  hashDeviceSecret as hashOf,
  newDeviceSecret,
  setDeviceSecretCookie,
} from './device-secret.js';
import {
  claimDeviceAttempt,
  deleteDevicesOf,
  dropReplacedDevices,
  insertDevice,
} from './login-devices.repository.js';

/**
 * Devices that signed in before (A.4): the device secret (device-secret.ts) per member is what
 * lets the owner past the captcha others' failures raise.
 */
export const LOGIN_DEVICE = {
  ...DEVICE_SECRET,
  cookie: 'login_device',
  /** Only login reads it, so only the session endpoints receive it. */
  path: '/wps/session',
} as const;

const secretOf = ({ cookies }: RequestCtx) => deviceSecretFrom(cookies, LOGIN_DEVICE.cookie);

export interface KnownDevice {
  id: number;
  /** Logins begun with it since its last success, this one included. */
  attempts: number;
}

/** Counts a login begun on a known device of the member; undefined if it is not one (now). */
export const claimKnownDevice = async (
  ctx: RequestCtx,
  memberId: number,
): Promise<KnownDevice | undefined> => {
  const secret = secretOf(ctx);
  if (!secret) return undefined;
  return claimDeviceAttempt(ctx.db, {
    memberId,
    tokenHash: hashOf(secret),
    maxAttempts: LOGIN_DEVICE.maxAttempts,
    now: ctx.now(),
  });
};

/**
 * Remembers the device a member just signed in on: a fresh secret replaces the one it sent
 * (so its attempts start again). Answers the secret for the cookie.
 */
export const rememberDevice = async (ctx: RequestCtx, memberId: number): Promise<string> => {
  const now = ctx.now();
  const previous = secretOf(ctx);
  await dropReplacedDevices(ctx.db, memberId, previous && hashOf(previous), now);
  const secret = newDeviceSecret();
  await insertDevice(ctx.db, {
    member_id: memberId,
    token_hash: hashOf(secret),
    created_at: now,
    expires_at: now + LOGIN_DEVICE.ttlMs,
  });
  return secret;
};

/** Forgets every device of a member: a changed or reset password must be proved again. */
export const forgetDevices = async ({ db }: Ctx, memberId: number): Promise<void> => {
  await deleteDevicesOf(db, memberId);
};

/** Gives the device its new secret (Secure when the request came over HTTPS). */
export const setDeviceCookie = ({ request, reply }: Http, secret: string): void =>
  setDeviceSecretCookie(reply, secret, {
    name: LOGIN_DEVICE.cookie,
    path: LOGIN_DEVICE.path,
    sameSite: 'lax',
    https: request.protocol === 'https',
  });

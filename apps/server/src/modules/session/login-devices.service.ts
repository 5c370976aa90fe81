import { createHash, randomBytes } from 'node:crypto';
import type { Ctx, RequestCtx } from '../../context.js';
import type { Http } from '../../routing/route.js';
import {
  claimDeviceAttempt,
  deleteDevicesOf,
  dropReplacedDevices,
  insertDevice,
} from './login-devices.repository.js';

/**
 * Devices that signed in before (A.4): each successful sign-in gives the device a fresh random
 * secret in an httpOnly cookie; the server keeps its hash per member. That secret, never an id
 * the client makes up, is what lets the owner past the captcha others' failures raise.
 */
export const LOGIN_DEVICE = {
  cookie: 'login_device',
  /** Only login reads it, so only the session endpoints receive it. */
  path: '/wps/session',
  ttlMs: 90 * 24 * 60 * 60_000,
  /** Logins a device may begin without a success before its secret proves nothing. */
  maxAttempts: 5,
} as const;

const SECRET = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** The device secret the request carries, if it has the form of one. */
const secretOf = ({ cookies }: RequestCtx) => {
  const secret = cookies[LOGIN_DEVICE.cookie];
  return secret && SECRET.test(secret) ? secret : undefined;
};

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
  const secret = randomBytes(32).toString('base64url');
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
export const setDeviceCookie = ({ request, reply }: Http, secret: string): void => {
  reply.setCookie(LOGIN_DEVICE.cookie, secret, {
    httpOnly: true,
    sameSite: 'lax',
    path: LOGIN_DEVICE.path,
    maxAge: LOGIN_DEVICE.ttlMs / 1000,
    secure: request.protocol === 'https',
  });
};

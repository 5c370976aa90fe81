import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  DEVICE_SECRET,
  deviceSecretFrom,
  hashDeviceSecret as hashOf,
  newDeviceSecret,
  setDeviceSecretCookie,
} from '../session/index.js';
import type { AdminCtx } from './admin-context.js';
import {
  claimOperatorDevice,
  isLiveOperatorDevice,
  replaceOperatorDevice,
} from './sign-in.repository.js';

/**
 * Operators' known devices: the members' kind of device secret (the session module's), kept
 * per operator, lets the operator past what others' failed sign-ins closed.
 */
export const OPERATOR_DEVICE = {
  ...DEVICE_SECRET,
  cookie: 'lotto_admin_device',
  /** Only the sign-in reads it. */
  path: '/admin/api/session',
} as const;

/** The device secret a request carries, if it has the form of one. */
export const deviceSecretOf = (request: FastifyRequest): string | undefined =>
  deviceSecretFrom(request.cookies, OPERATOR_DEVICE.cookie);

/** Counts a sign-in begun on a known device of the operator; undefined if it is not one (now). */
export const claimKnownDevice = (ctx: AdminCtx, operatorId: number, secret: string) =>
  claimOperatorDevice(ctx.db, {
    operatorId,
    tokenHash: hashOf(secret),
    maxAttempts: OPERATOR_DEVICE.maxAttempts,
    now: ctx.now(),
  });

/** Whether the request comes from some operator's live known device (for the address limit). */
export const fromKnownDevice = async (request: FastifyRequest): Promise<boolean> => {
  const secret = deviceSecretOf(request);
  if (!secret) return false;
  const { db } = request.server.database;
  const now = request.server.config.now();
  const where = { tokenHash: hashOf(secret), maxAttempts: OPERATOR_DEVICE.maxAttempts, now };
  return isLiveOperatorDevice(db, where);
};

/** Remembers the device an operator just signed in on: a fresh secret replaces the one it sent. */
export const rememberDevice = async (
  ctx: AdminCtx,
  operatorId: number,
  previous: string | undefined,
): Promise<string> => {
  const now = ctx.now();
  const secret = newDeviceSecret();
  const row = {
    operator_id: operatorId,
    token_hash: hashOf(secret),
    created_at: now,
    expires_at: now + OPERATOR_DEVICE.ttlMs,
  };
  await replaceOperatorDevice(ctx.db, row, previous && hashOf(previous));
  return secret;
};

/** Gives the device its new secret: httpOnly, never sent cross-site, Secure over HTTPS. */
export const setDeviceCookie = (request: FastifyRequest, reply: FastifyReply, secret: string) =>
  setDeviceSecretCookie(reply, secret, {
    name: OPERATOR_DEVICE.cookie,
    path: OPERATOR_DEVICE.path,
    sameSite: 'strict',
    https: request.protocol === 'https',
  });

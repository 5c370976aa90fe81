import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AdminCtx } from './admin-context.js';
import {
  claimOperatorDevice,
  isLiveOperatorDevice,
  replaceOperatorDevice,
} from './sign-in.repository.js';

/**
 * Operators' known devices: each successful sign-in gives the browser a fresh random secret in
 * an httpOnly cookie; the server keeps its hash per operator. That secret, never an id the
 * client makes up, lets the operator past what others' failed sign-ins closed.
 */
export const OPERATOR_DEVICE = {
  cookie: 'lotto_admin_device',
  /** Only the sign-in reads it. */
  path: '/admin/api/session',
  ttlMs: 90 * 24 * 60 * 60_000,
  /** Sign-ins a device may begin without a success before its secret proves nothing. */
  maxAttempts: 5,
} as const;

const SECRET = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** The device secret a request carries, if it has the form of one. */
export const deviceSecretOf = (request: FastifyRequest): string | undefined => {
  const secret = request.cookies[OPERATOR_DEVICE.cookie];
  return secret && SECRET.test(secret) ? secret : undefined;
};

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
  const secret = randomBytes(32).toString('base64url');
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
  reply.setCookie(OPERATOR_DEVICE.cookie, secret, {
    path: OPERATOR_DEVICE.path,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: OPERATOR_DEVICE.ttlMs / 1000,
  });

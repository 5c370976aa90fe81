import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/**
 * The secret a known device carries, for members' login devices and operators' devices alike:
 * each successful sign-in gives the browser a fresh random secret in an httpOnly cookie and the
 * server keeps only its hash. That secret, never an id the client makes up, is what lets the
 * owner past what others' failed sign-ins closed.
 */
export const DEVICE_SECRET = {
  ttlMs: 90 * 24 * 60 * 60_000,
  /** Sign-ins a device may begin without a success before its secret proves nothing. */
  maxAttempts: 5,
} as const;

/** 32 random bytes in base64url: 43 characters. */
const FORM = /^[A-Za-z0-9_-]{43}$/;

export const newDeviceSecret = (): string => randomBytes(32).toString('base64url');

export const hashDeviceSecret = (secret: string): string =>
  createHash('sha256').update(secret).digest('hex');

/** The device secret in the named cookie, if it has the form of one. */
export const deviceSecretFrom = (
  cookies: Readonly<Record<string, string | undefined>>,
  cookie: string,
): string | undefined => {
  const secret = cookies[cookie];
  return secret && FORM.test(secret) ? secret : undefined;
};

/** Gives the device its new secret: httpOnly, sent only to `path`, Secure over HTTPS. */
export const setDeviceSecretCookie = (
  reply: FastifyReply,
  secret: string,
  cookie: { name: string; path: string; sameSite: 'lax' | 'strict'; https: boolean },
): void => {
  reply.setCookie(cookie.name, secret, {
    httpOnly: true,
    sameSite: cookie.sameSite,
    path: cookie.path,
    maxAge: DEVICE_SECRET.ttlMs / 1000,
    secure: cookie.https,
  });
};

import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Ctx, RequestCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { insertCaptchaRow, useCaptchaRow } from './captcha.repository.js';

export const CAPTCHA = {
  length: 4,
  ttlMs: 2 * 60_000,
  /** http-only cookie that binds the image to the client; its value is the captcha id. */
  cookie: 'captcha_id',
} as const;

/** The stored form of a code, bound to its captcha id. */
export const captchaCodeHash = (id: string, code: string) =>
  createHash('sha256').update(`${id}:${code}`).digest('hex');

/** A new code and its unguessable id (the cookie value); expired captchas are dropped. */
export const createCaptcha = async ({ db, now: clock }: Ctx) => {
  const now = clock();
  const id = randomBytes(18).toString('base64url');
  const code = String(randomInt(0, 10 ** CAPTCHA.length)).padStart(CAPTCHA.length, '0');
  await insertCaptchaRow(db, {
    id,
    code_hash: captchaCodeHash(id, code),
    created_at: now,
    expires_at: now + CAPTCHA.ttlMs,
  });
  return { id, code };
};

/**
 * Checks the code typed for the client's captcha. A captcha is used up by its first check, right
 * or wrong, so each image allows one guess; the update makes that hold across processes.
 */
export const checkCaptcha = async (
  { db, now: clock, cookies }: RequestCtx,
  code: string | undefined,
): Promise<void> => {
  const typed = code?.trim() ?? '';
  if (typed === '') throw new AppError('captcha.required');
  const id = cookies[CAPTCHA.cookie];
  if (!id) throw new AppError('captcha.invalid');
  const used = await useCaptchaRow(db, id, clock());
  const expected = Buffer.from(used ?? '', 'hex');
  const given = Buffer.from(captchaCodeHash(id, typed), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new AppError('captcha.invalid');
  }
};

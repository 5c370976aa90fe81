import { randomInt } from 'node:crypto';
import type { SmsPurpose } from '@lotto/contract';
import type { Kysely } from 'kysely';
import type { RequestCtx, SiteCtx } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { findMemberByMobile, hashPassword, verifyPassword } from '../member/index.js';
import { smsCodeText } from './messages.js';
import { type MobileNumber, parseMobile } from './mobile.js';
import type { SmsGateway } from './sms-gateway.js';
import {
  countCodesSince,
  deleteCode,
  findLatestCode,
  findPreviousCode,
  insertCode,
  markCodeUsed,
  recordWrongTry,
  retireOlderCodes,
} from './verification.repository.js';

type Db = Kysely<Database>;

export const SMS_LIMITS = {
  codeDigits: 6,
  /** Codes sent to one number in an hour, over every purpose and site. */
  perNumberPerHour: 5,
  /** Codes asked for from one address in an hour. */
  perIpPerHour: 20,
  /** Wrong tries a code survives; the next one finds it dead. */
  maxAttempts: 5,
} as const;
const HOUR_MS = 60 * 60_000;
/**
 * scrypt cost of stored code hashes: a 6-digit code has only a million values, so only a slow
 * hash keeps a leaked table from giving live codes away within their few minutes.
 */
const CODE_HASH_LOG2 = 14;

export interface SmsCodeRequest {
  purpose: SmsPurpose;
  mobileNum: string;
  countryDialingCode?: string | undefined;
}

export interface SmsDeps {
  sms: SmsGateway;
  /** Code lifetime when the site sets none. */
  defaultMinutes: number;
}

const { codeDigits } = SMS_LIMITS;
const CODE_FORMAT = new RegExp(`^\\d{${codeDigits}}$`);
const newCode = () => String(randomInt(0, 10 ** codeDigits)).padStart(codeDigits, '0');

/**
 * Whether the number may receive this kind of code: login and reset need an active member; a
 * number being registered or bound needs none (the caller checked it is nobody else's).
 */
const shouldDeliver = async (ctx: SiteCtx, purpose: SmsPurpose, mobile: MobileNumber) => {
  if (purpose === 'register' || purpose === 'bind') return true;
  const member = await findMemberByMobile(ctx, mobile);
  return member !== undefined && member.status === 'active';
};

/**
 * Sends a fresh code and answers its lifetime. Unknown numbers (login, reset) get the same
 * answer, the same limits and the same countdown as members' numbers: only no SMS leaves.
 */
export const requestSmsCode = async (
  ctx: RequestCtx,
  deps: SmsDeps,
  request: SmsCodeRequest,
): Promise<{ expiredMinutes: number }> => {
  const { db, site, ip } = ctx;
  const { purpose } = request;
  const now = ctx.now();
  const mobile = parseMobile(site, request.mobileNum, request.countryDialingCode);
  const minutes = site.smsCodeMinutes ?? deps.defaultMinutes;
  const deliver = await shouldDeliver(ctx, purpose, mobile);
  const code = newCode();

  // Claim first, then count what is there: two processes racing both see both rows and the
  // limits hold (at worst both refuse), with no lock on either database.
  const key = { merchantId: site.id, purpose, target: mobile.target };
  const id = await insertCode(db, {
    merchant_id: site.id,
    purpose,
    target: mobile.target,
    code_hash: await hashPassword(code, CODE_HASH_LOG2),
    expires_at: now + minutes * 60_000,
    created_at: now,
    ip,
  });
  try {
    await checkLimits(db, { ...key, beforeId: id }, ip, now);
  } catch (err) {
    await deleteCode(db, id);
    throw err;
  }
  await retireOlderCodes(db, { ...key, beforeId: id }, now);
  if (deliver) {
    const text = smsCodeText(ctx.language, { siteName: site.name, code, minutes, purpose });
    await deps.sms.send(mobile.e164, text, { merchantId: site.id });
  }
  return { expiredMinutes: minutes };
};

const checkLimits = async (
  db: Db,
  key: { merchantId: number; purpose: SmsPurpose; target: string; beforeId: number },
  ip: string,
  now: number,
) => {
  // The previous code's countdown runs until it expires: the app shows the same countdown.
  const previous = await findPreviousCode(db, key);
  if (previous && previous.expires_at > now) {
    const retryAfterSeconds = Math.ceil((previous.expires_at - now) / 1000);
    throw new AppError('verification.too.soon', { retryAfterSeconds });
  }
  const since = now - HOUR_MS;
  if ((await countCodesSince(db, { target: key.target }, since)) > SMS_LIMITS.perNumberPerHour) {
    throw new AppError('too.many.requests');
  }
  if ((await countCodesSince(db, { ip }, since)) > SMS_LIMITS.perIpPerHour) {
    throw new AppError('too.many.requests');
  }
};

export interface ConsumeCodeInput {
  purpose: SmsPurpose;
  mobile: MobileNumber;
  code: string;
}

/**
 * Uses the latest code sent to the number for the purpose, once. Throws
 * `verification.code.invalid` (wrong, used, replaced, too many tries, none sent) or
 * `verification.code.expired`.
 */
export const consumeCode = async (ctx: SiteCtx, input: ConsumeCodeInput): Promise<void> => {
  const { db } = ctx;
  const now = ctx.now();
  const row = await findLatestCode(db, {
    merchantId: ctx.site.id,
    purpose: input.purpose,
    target: input.mobile.target,
  });
  if (!row || row.used_at !== null || row.attempts >= SMS_LIMITS.maxAttempts) {
    throw new AppError('verification.code.invalid');
  }
  if (row.expires_at <= now) throw new AppError('verification.code.expired');
  const matches = CODE_FORMAT.test(input.code) && (await verifyPassword(input.code, row.code_hash));
  if (!matches) {
    await recordWrongTry(db, row.id, SMS_LIMITS.maxAttempts);
    throw new AppError('verification.code.invalid');
  }
  // Conditional: of two requests racing with the right code, only one gets through.
  if (!(await markCodeUsed(db, row.id, now, SMS_LIMITS.maxAttempts))) {
    throw new AppError('verification.code.invalid');
  }
};

import { createHash, randomBytes } from 'node:crypto';
import { checkField, FIELD_PATTERNS, type LanguageCode, MEMBER_TYPES } from '@lotto/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { Mailer } from '../mail/mailer.js';
import { findMemberByUsername, setMemberPassword } from '../member/member.service.js';
import { loadRegistrationSettings } from '../registration/registration.rules.js';
import type { Site } from '../system/site.js';
import { resetMail } from './messages.js';
import { parseMobile } from './mobile.js';
import {
  countResetTokensSince,
  findResetToken,
  insertResetToken,
  markResetTokenUsed,
  retireResetTokens,
} from './password-reset.repository.js';
import { consumeCode, findMemberByNumber } from './verification.service.js';

type Db = Kysely<Database>;

export const RESET_LINK = {
  tokenBytes: 32,
  ttlMinutes: 30,
  /** Mails one member can be sent in an hour; further requests answer alike but send nothing. */
  perMemberPerHour: 5,
} as const;
const HOUR_MS = 60 * 60_000;
/** spec/01 section 5: the e-mail rule of the forgot-password form. */
const EMAIL = new RegExp(FIELD_PATTERNS[4].source);

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The new password must follow the site's registration rule for passwords. */
const checkNewPassword = async (db: Db, site: Site, password: string) => {
  const settings = await loadRegistrationSettings(db, site);
  if (checkField({ ...settings.fields.password, required: true }, password) !== 'ok') {
    throw new AppError('password.format');
  }
};

export interface ForgotRequest {
  site: Site;
  username: string;
  email: string;
  /** Where the link points: https://<host> (see publicOriginOf). */
  origin: string;
  language: LanguageCode;
}

/**
 * Mails a one-time reset link when username and e-mail belong to one member. Answers the same
 * whether they do or not (only a malformed e-mail is refused), so no account is revealed.
 */
export const forgotByEmail = async (
  deps: { db: Db; mailer: Mailer; now: number },
  request: ForgotRequest,
): Promise<void> => {
  const { db, now } = deps;
  const email = request.email.trim();
  if (!EMAIL.test(email)) throw new AppError('email.invalid');
  const member = await findMemberByUsername(db, request.site.id, request.username.trim());
  if (
    member?.status !== 'active' ||
    member.type === MEMBER_TYPES.freeTrial ||
    member.email?.toLowerCase() !== email.toLowerCase()
  ) {
    return;
  }
  if ((await countResetTokensSince(db, member.id, now - HOUR_MS)) >= RESET_LINK.perMemberPerHour) {
    return;
  }
  const token = randomBytes(RESET_LINK.tokenBytes).toString('base64url');
  await insertResetToken(db, {
    token_hash: sha256(token),
    member_id: member.id,
    expires_at: now + RESET_LINK.ttlMinutes * 60_000,
    created_at: now,
  });
  const link = `${request.origin}/m/forget?resetToken=${token}`;
  const mail = resetMail(request.language, {
    siteName: request.site.name,
    userName: member.username,
    link,
    minutes: RESET_LINK.ttlMinutes,
  });
  await deps.mailer.send({ merchantId: request.site.id, to: member.email, ...mail });
};

/** Sets a new password with a reset link's token; the token then works no more. */
export const resetByLink = async (
  db: Db,
  site: Site,
  input: { token: string; newPassword: string; confirmNewPassword: string; now: number },
): Promise<{ userName: string }> => {
  if (input.newPassword !== input.confirmNewPassword) {
    throw new AppError('password.confirm.mismatch');
  }
  await checkNewPassword(db, site, input.newPassword);
  const row = await findResetToken(db, sha256(input.token));
  if (!row || row.merchant_id !== site.id || row.status !== 'active') {
    throw new AppError('reset.link.invalid');
  }
  if (!(await markResetTokenUsed(db, row.id, input.now))) throw new AppError('reset.link.invalid');
  await setMemberPassword(db, row.member_id, input.newPassword);
  await retireResetTokens(db, row.member_id, input.now);
  return { userName: row.username };
};

/** Sets a new password with a reset SMS code and answers the username to log in with. */
export const resetByPhone = async (
  db: Db,
  site: Site,
  input: {
    mobileNum: string;
    countryDialingCode?: string | undefined;
    verificationCode: string;
    newPassword: string;
    now: number;
  },
): Promise<{ userName: string }> => {
  const mobile = parseMobile(site, input.mobileNum, input.countryDialingCode);
  await checkNewPassword(db, site, input.newPassword);
  await consumeCode(db, {
    merchantId: site.id,
    purpose: 'reset',
    dialingCode: mobile.dialingCode,
    mobile: input.mobileNum,
    code: input.verificationCode,
    now: input.now,
  });
  const member = await findMemberByNumber(db, site.id, mobile);
  // Codes for unknown numbers are never sent, so a right code always finds its member.
  if (member?.status !== 'active') throw new AppError('verification.code.invalid');
  await setMemberPassword(db, member.id, input.newPassword);
  return { userName: member.username };
};

import {
  checkField,
  FIELD_PATTERNS,
  MEMBER_TYPES,
  type ResetByLinkPayload,
  type ResetByPhonePayload,
} from '@lotto/contract';
import type { RequestCtx, SiteCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { notifyMember } from '../inbox/index.js';
import type { Mailer } from '../mail/index.js';
import {
  findMember,
  findMemberByMobile,
  findMemberByUsername,
  setPasswordHash,
} from '../member/index.js';
import { endMemberSessions, forgetDevices, type SignedIn, signIn } from '../session/index.js';
import type { Site } from '../system/index.js';
import { registrationSettingsOf } from '../system/index.js';
import {
  consumeToken,
  countTokensSince,
  findToken,
  issueToken,
  retireTokens,
} from '../tokens/index.js';
import { consumeCode, parseMobile } from '../verification/index.js';
import { resetMail } from './messages.js';

export const RESET_LINK = {
  ttlMinutes: 30,
  /** Mails one member can be sent in an hour; further requests answer alike but send nothing. */
  perMemberPerHour: 5,
} as const;
const HOUR_MS = 60 * 60_000;
const PURPOSE = 'password.reset';
/** spec/01 section 5: the e-mail rule of the forgot-password form. */
const EMAIL = new RegExp(FIELD_PATTERNS[4].source);

/** The new password must follow the site's registration rule for passwords. */
const checkNewPassword = (site: Site, password: string) => {
  const rule = registrationSettingsOf(site).fields.password;
  if (checkField({ ...rule, required: true }, password) !== 'ok') {
    throw new AppError('password.format');
  }
};

/**
 * A new password for a member who proved who they are: every session of theirs ends and the
 * devices they signed in on are forgotten.
 */
const resetPassword = async (ctx: SiteCtx, memberId: number, password: string) => {
  await setPasswordHash(ctx, memberId, password);
  await endMemberSessions(ctx, memberId);
  await forgetDevices(ctx, memberId);
  await notifyMember(ctx, memberId, { kind: 'password_changed' });
};

export interface ForgotRequest {
  username: string;
  email: string;
  /** Where the link points: https://<host> (see publicOriginOf). */
  origin: string;
}

/**
 * Mails a one-time reset link when username and e-mail belong to one member. Answers the same
 * whether they do or not (only a malformed e-mail is refused), so no account is revealed.
 */
export const forgotByEmail = async (
  ctx: RequestCtx,
  mailer: Mailer,
  request: ForgotRequest,
): Promise<void> => {
  const { site } = ctx;
  const now = ctx.now();
  const email = request.email.trim();
  if (!EMAIL.test(email)) throw new AppError('email.invalid');
  const member = await findMemberByUsername(ctx, request.username);
  if (
    member?.status !== 'active' ||
    member.type === MEMBER_TYPES.freeTrial ||
    member.email?.toLowerCase() !== email.toLowerCase()
  ) {
    return;
  }
  const sent = await countTokensSince(ctx, PURPOSE, member.id, now - HOUR_MS);
  if (sent >= RESET_LINK.perMemberPerHour) return;
  const token = await issueToken(ctx, {
    purpose: PURPOSE,
    memberId: member.id,
    ttlMs: RESET_LINK.ttlMinutes * 60_000,
  });
  const link = `${request.origin}/m/forget?resetToken=${token}`;
  const mail = resetMail(ctx.language, {
    siteName: site.name,
    userName: member.username,
    link,
    minutes: RESET_LINK.ttlMinutes,
  });
  await mailer.send({ merchantId: site.id, to: member.email, ...mail });
};

/** Sets a new password with a reset link's token; the token then works no more. */
export const resetByLink = async (
  ctx: SiteCtx,
  input: ResetByLinkPayload,
): Promise<{ userName: string }> => {
  if (input.newPassword !== input.confirmNewPassword) {
    throw new AppError('password.confirm.mismatch');
  }
  checkNewPassword(ctx.site, input.newPassword);
  const row = await findToken(ctx, PURPOSE, input.token);
  const member = row ? await findMember(ctx, row.memberId) : undefined;
  if (!row || member?.merchant_id !== ctx.site.id || member.status !== 'active') {
    throw new AppError('reset.link.invalid');
  }
  if (!(await consumeToken(ctx, row.id))) throw new AppError('reset.link.invalid');
  await resetPassword(ctx, member.id, input.newPassword);
  await retireTokens(ctx, PURPOSE, member.id);
  return { userName: member.username };
};

/**
 * Sets a new password with a reset SMS code sent to the verified holder of the number, and
 * logs the member in on this device: the code proved the phone, so no second login and no
 * captcha stand between the member and the session (spec/01 section 4).
 */
export const resetByPhone = async (
  ctx: RequestCtx,
  input: ResetByPhonePayload,
): Promise<SignedIn> => {
  const mobile = parseMobile(ctx.site, input.mobileNum, input.countryDialingCode);
  checkNewPassword(ctx.site, input.newPassword);
  await consumeCode(ctx, { purpose: 'reset', mobile, code: input.verificationCode });
  const member = await findMemberByMobile(ctx, mobile);
  // Codes for unknown numbers are never sent, so a right code always finds its member.
  if (member?.status !== 'active') throw new AppError('verification.code.invalid');
  await resetPassword(ctx, member.id, input.newPassword);
  return signIn(ctx, member.id, input.loginDeviceId);
};

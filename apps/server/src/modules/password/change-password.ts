import { type ChangePasswordPayload, checkField, type ErrorCode } from '@lotto/contract';
import type { MemberCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { notifyMember } from '../inbox/index.js';
import { findMember, setPasswordHash, verifyPassword } from '../member/index.js';
import { endMemberSessions, forgetDevices, rememberDevice } from '../session/index.js';
import { registrationSettingsOf } from '../system/index.js';
import {
  claimOldPasswordAttempt,
  clearOldPasswordAttempts,
  countOldPasswordAttempts,
} from './old-password-attempts.repository.js';

/** Wrong old passwords a member may give within the window; the last one ends the sessions. */
const OLD_PASSWORD_LIMITS = { attempts: 5, windowMs: 15 * 60_000 } as const;

/**
 * Checks the old password on the member's budget, counted in the database (so it holds across
 * processes) and claimed before the check (so concurrent guesses count too). At the last wrong
 * one every session of the member ends: whoever guesses must log in again, with the password.
 * The security centre asks the current password on the same budget (its own wrong-answer code).
 */
export const checkOldPassword = async (
  ctx: MemberCtx,
  oldPassword: string,
  wrong: ErrorCode = 'password.old.wrong',
) => {
  const { db, member } = ctx;
  const now = ctx.now();
  const since = now - OLD_PASSWORD_LIMITS.windowMs;
  await claimOldPasswordAttempt(db, member.id, now, since);
  const attempts = await countOldPasswordAttempts(db, member.id, since);
  const row = attempts <= OLD_PASSWORD_LIMITS.attempts ? await findMember(ctx, member.id) : null;
  if (row && (await verifyPassword(oldPassword, row.password_hash))) {
    await clearOldPasswordAttempts(db, member.id);
    return;
  }
  if (attempts < OLD_PASSWORD_LIMITS.attempts) throw new AppError(wrong);
  await endMemberSessions(ctx, member.id);
  throw new AppError('password.old.too.many');
};

/**
 * Changes the member's password after checking the site's password rule and the old one. The
 * member's other sessions end and the devices they signed in on are forgotten; the session
 * making the change stays, and its device is remembered afresh (answers its new secret).
 */
export const changePassword = async (
  ctx: MemberCtx,
  payload: ChangePasswordPayload,
): Promise<{ deviceSecret: string }> => {
  const { oldPassword, newPassword, confirmNewPassword } = payload;
  if (newPassword === oldPassword) throw new AppError('modify.new.old.same');
  if (newPassword !== confirmNewPassword) throw new AppError('password.confirm.mismatch');
  const rule = registrationSettingsOf(ctx.site).fields.password;
  if (checkField({ ...rule, required: true }, newPassword) !== 'ok') {
    const { patternId, minLength: min, maxLength: max } = rule;
    throw new AppError('password.format', { patternId, min, max });
  }
  await checkOldPassword(ctx, oldPassword);
  await setPasswordHash(ctx, ctx.member.id, newPassword);
  await endMemberSessions(ctx, ctx.member.id, ctx.member.sessionId);
  await forgetDevices(ctx, ctx.member.id);
  await notifyMember(ctx, ctx.member.id, { kind: 'password_changed' });
  return { deviceSecret: await rememberDevice(ctx, ctx.member.id) };
};

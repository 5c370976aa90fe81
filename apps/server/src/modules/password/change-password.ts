import { type ChangePasswordPayload, checkField } from '@lotto/contract';
import type { MemberCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { findMember, setPasswordHash, verifyPassword } from '../member/index.js';
import { registrationSettingsOf } from '../registration/index.js';
import { endMemberSessions } from '../session/index.js';

/**
 * Changes the member's password after checking the old one and the site's password rule; the
 * member's other sessions end, the one making the change stays.
 */
export const changePassword = async (
  ctx: MemberCtx,
  payload: ChangePasswordPayload,
): Promise<void> => {
  const { oldPassword, newPassword, confirmNewPassword } = payload;
  if (newPassword === oldPassword) throw new AppError('modify.new.old.same');
  if (newPassword !== confirmNewPassword) throw new AppError('password.confirm.mismatch');
  const rule = registrationSettingsOf(ctx.site).fields.password;
  if (checkField({ ...rule, required: true }, newPassword) !== 'ok') {
    const { patternId, minLength: min, maxLength: max } = rule;
    throw new AppError('password.format', { patternId, min, max });
  }
  const row = await findMember(ctx, ctx.member.id);
  if (!row || !(await verifyPassword(oldPassword, row.password_hash))) {
    throw new AppError('password.old.wrong');
  }
  await setPasswordHash(ctx, ctx.member.id, newPassword);
  await endMemberSessions(ctx, ctx.member.id, ctx.member.sessionId);
};

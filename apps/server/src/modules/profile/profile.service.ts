import { checkField, type ErrorCode, type RegistrationField } from '@lotto/contract';
import type { MemberCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { findMember, setPayeeNameOnce, updateMemberProfile } from '../member/index.js';
import { registrationSettingsOf } from '../system/index.js';

/**
 * The member's own profile: head icon, nickname and payee name (spec/01 section 7). Text fields
 * are checked with the site's registration rule for the same field, so what registration
 * accepts is accepted here and nothing else.
 */

const requireSelf = async (ctx: MemberCtx) => {
  const row = await findMember(ctx, ctx.member.id);
  if (!row) throw new AppError('member.not.exist');
  return row;
};

/** The value, trimmed, when the site's rule for `field` accepts it (a blank is never accepted). */
const checked = (ctx: MemberCtx, field: RegistrationField, value: string, error: ErrorCode) => {
  const trimmed = value.trim();
  const rule = { ...registrationSettingsOf(ctx.site).fields[field], required: true };
  if (checkField(rule, trimmed) !== 'ok') throw new AppError(error);
  return trimmed;
};

export const headIconOf = async (ctx: MemberCtx) => ({ icon: (await requireSelf(ctx)).head_icon });

export const chooseHeadIcon = async (ctx: MemberCtx, icon: number) => {
  await updateMemberProfile(ctx, ctx.member.id, { headIcon: icon });
  return { icon };
};

export const changeNickname = async (ctx: MemberCtx, value: string) => {
  const nickname = checked(ctx, 'nickname', value, 'profile.nickname.invalid');
  await updateMemberProfile(ctx, ctx.member.id, { nickname });
  return { nickname };
};

export const payeeNameOf = async (ctx: MemberCtx) => ({
  payeeName: (await requireSelf(ctx)).payee_name,
});

/** Set once: withdrawals go only to bank cards in this name, so the member cannot change it. */
export const setPayeeName = async (ctx: MemberCtx, value: string) => {
  const payeeName = checked(ctx, 'payeeName', value, 'profile.payee.invalid');
  if (!(await setPayeeNameOnce(ctx, ctx.member.id, payeeName))) {
    throw new AppError('profile.payee.already.set');
  }
  return { payeeName };
};

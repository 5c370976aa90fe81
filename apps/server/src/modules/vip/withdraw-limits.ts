import type { Ctx } from '../../context.js';
import { findMember } from '../member/index.js';
import { findLevels } from './vip.repository.js';

/** A level's withdrawal limits a day (withdrawals calls this); null: the site sets none. */
export interface WithdrawLimits {
  countPerDay: number;
  amountPerDayMinor: number;
}

/**
 * The limits of the member's VIP level: its own row, or the highest level below it; a member
 * below the lowest level (level 0) has the lowest level's. A site without levels has none.
 */
export const withdrawLimitsOf = async (
  ctx: Ctx,
  member: { memberId: number; merchantId: number },
): Promise<WithdrawLimits | null> => {
  const row = await findMember(ctx, member.memberId);
  if (!row) return null;
  const levels = await findLevels(ctx, member.merchantId);
  const level = levels.filter((l) => l.level <= row.vip_level).at(-1) ?? levels[0];
  if (!level) return null;
  return { countPerDay: level.withdraw_count, amountPerDayMinor: level.withdraw_limit_minor };
};

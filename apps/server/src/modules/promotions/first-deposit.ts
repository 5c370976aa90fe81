import type { SiteCtx } from '../../context.js';
import { noticeRewardIssued } from './promotion-notices.js';
import { depositBonus, periodOf, timeStateOf } from './promotion-rules.js';
import { findEntry, findPromotions, issueEntry } from './promotions.repository.js';

/**
 * The trigger deposits call once, when a member's first deposit is credited (the deposit module
 * decides what "first" is), inside that deposit's transaction. Every open first-deposit
 * promotion the member joined issues its bonus (the percentage of the deposit, up to the cap),
 * which then waits in the reward centre to be claimed. Answers the issued entries' ids; a
 * second call issues nothing more.
 */
export const onFirstDeposit = async (
  ctx: SiteCtx,
  deposit: { memberId: number; amountMinor: number },
): Promise<number[]> => {
  const issued: number[] = [];
  const now = ctx.now();
  for (const p of await findPromotions(ctx, ctx.site.id)) {
    if (p.kind !== 'first_deposit' || timeStateOf(p, now) !== 'open') continue;
    const periodKey = periodOf(ctx.site, p, now).key;
    const entry = await findEntry(ctx, {
      promotionId: p.id,
      memberId: deposit.memberId,
      periodKey,
    });
    const bonus = depositBonus(p, deposit.amountMinor);
    if (entry?.status !== 'joined' || bonus <= 0) continue;
    if (!(await issueEntry(ctx, entry.id, bonus))) continue;
    issued.push(entry.id);
    const { memberId } = deposit;
    await noticeRewardIssued(ctx, {
      id: entry.id,
      memberId,
      promotionId: p.id,
      amountMinor: bonus,
    });
  }
  return issued;
};

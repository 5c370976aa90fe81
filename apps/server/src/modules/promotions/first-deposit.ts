import type { SiteCtx } from '../../context.js';
import { noticeRewardIssued } from './promotion-notices.js';
import { depositBonus, periodOf, timeStateOf, turnoverFor } from './promotion-rules.js';
import { findEntry, findPromotions, issueEntry } from './promotions.repository.js';

/** A bonus a first deposit issued: the entry, its promotion, the bonus and its turnover. */
export interface FirstDepositBonus {
  entryId: number;
  promotionId: number;
  bonusMinor: number;
  turnoverMinor: number;
}

/**
 * The trigger deposits call once, when a member's first deposit is credited (the deposit module
 * decides what "first" is), inside that deposit's transaction. Every open first-deposit
 * promotion the member joined issues its bonus (the percentage of the deposit, up to the cap),
 * which then waits in the reward centre to be claimed. Answers what it issued (the deposit
 * records bonus and turnover with its order); a second call issues nothing more.
 */
export const issueFirstDepositBonuses = async (
  ctx: SiteCtx,
  deposit: { memberId: number; amountMinor: number },
): Promise<FirstDepositBonus[]> => {
  const issued: FirstDepositBonus[] = [];
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
    issued.push({
      entryId: entry.id,
      promotionId: p.id,
      bonusMinor: bonus,
      turnoverMinor: turnoverFor(p, bonus),
    });
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

/** The same trigger, answering only the issued entries' ids. */
export const onFirstDeposit = async (
  ctx: SiteCtx,
  deposit: { memberId: number; amountMinor: number },
): Promise<number[]> => (await issueFirstDepositBonuses(ctx, deposit)).map((b) => b.entryId);

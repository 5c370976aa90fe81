import {
  CLAIMABLE_STATUSES,
  type ClaimAnswer,
  formatMinor,
  type Reward,
  type RewardsAnswer,
} from '@lotto/contract';
import type { MemberCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { recordTurnoverRequirement } from '../turnover/index.js';
import { upgradeRewardsOf } from '../vip/index.js';
import { creditBonus, getBalances, moneyTransaction } from '../wallet/index.js';
import { noticeBonusPaid } from './promotion-notices.js';
import { budgetLeft, missionDone, periodOf, statusOf, turnoverFor } from './promotion-rules.js';
import {
  ensureEntry,
  findEntriesOf,
  findEntryById,
  findPromotions,
  findTexts,
  markClaimed,
  setEntryTransaction,
  spendBudget,
} from './promotions.repository.js';
import { memberViewOf, requireOpenFor, requirePromotion } from './promotions.service.js';
import type { EntryRow, EntryStatus, PromotionRow } from './promotions.tables.js';
import { referralEarned, referralEntryStatus } from './referral.js';

/**
 * Claims: a reward becomes one `bonus` ledger transaction from the site's system account, keyed
 * by promotion, member and period (never by anything the client sends), so a double tap or a
 * retry pays once; the promotion's budget is spent in the same database transaction by one
 * conditional update, so concurrent claims never pay past it.
 */

const idempotencyKeyOf = (entry: EntryRow) =>
  `promo:${entry.promotion_id}:${entry.member_id}:${entry.period_key}`;

const cashBalance = async (ctx: MemberCtx) =>
  (await getBalances(ctx, ctx.member.id)).find((b) => b.kind === 'cash')?.balanceMinor ?? 0;

const rewardOf = (entry: EntryRow, title: string, p: PromotionRow): Reward => ({
  id: entry.id,
  source: 'promotion',
  promotionId: entry.promotion_id,
  title,
  status: entry.status,
  amount: formatMinor(Number(entry.reward_minor ?? p.reward_minor ?? 0)),
  turnoverRequired: formatMinor(
    Number(
      entry.turnover_minor ?? turnoverFor(p, Number(entry.reward_minor ?? p.reward_minor ?? 0)),
    ),
  ),
  createdAt: Number(entry.created_at),
  claimedAt: entry.claimed_at === null ? null : Number(entry.claimed_at),
});

/** Pays a claimable entry once; a second call (or a lost race) answers the first payout. */
const payEntry = async (
  ctx: MemberCtx,
  p: PromotionRow,
  entry: EntryRow,
  from: readonly EntryStatus[],
): Promise<ClaimAnswer> => {
  // A pause holds every payout until it is resumed. An operator's end is a last day brought
  // forward (its end time is set then): what members earned by then is still theirs to claim,
  // as after any promotion's last day.
  if (p.state === 'paused') throw new AppError('promotion.not.open');
  const title = (await findTexts(ctx, [p.id], ctx.language)).get(p.id)?.title ?? '';
  const rewardMinor = Number(entry.reward_minor ?? p.reward_minor ?? 0);
  if (rewardMinor <= 0) throw new AppError('promotion.not.claimable');
  const turnoverMinor = turnoverFor(p, rewardMinor);
  const paidNow = await markClaimed(ctx, { id: entry.id, from, rewardMinor, turnoverMinor });
  if (!paidNow) {
    const current = await findEntryById(ctx, entry.id, ctx.member.id);
    if (current?.status !== 'claimed') throw new AppError('promotion.not.claimable');
    return { reward: rewardOf(current, title, p), balance: formatMinor(await cashBalance(ctx)) };
  }
  if (!(await spendBudget(ctx, p.id, rewardMinor))) {
    // A pause committed since the row was read refuses the claim as the check above would.
    const now = await requirePromotion(ctx, p.id);
    throw new AppError(
      now.state === 'paused' ? 'promotion.not.open' : 'promotion.budget.exhausted',
    );
  }
  const posted = await creditBonus(ctx, {
    merchantId: ctx.site.id,
    memberId: ctx.member.id,
    amountMinor: rewardMinor,
    key: idempotencyKeyOf(entry),
    reference: `promotion:${p.id}`,
  });
  await setEntryTransaction(ctx, entry.id, posted.transactionId);
  // Bonus money: withdrawals wait until valid stake has consumed this (DESIGN "Bonus money").
  await recordTurnoverRequirement(ctx, {
    merchantId: ctx.site.id,
    memberId: ctx.member.id,
    source: `promotion:${entry.id}`,
    amountMinor: turnoverMinor,
  });
  await noticeBonusPaid(ctx, {
    id: entry.id,
    memberId: ctx.member.id,
    promotionId: p.id,
    amountMinor: rewardMinor,
    turnoverMinor,
  });
  const claimed = await findEntryById(ctx, entry.id, ctx.member.id);
  if (!claimed) throw new Error('claimed entry vanished');
  return { reward: rewardOf(claimed, title, p), balance: formatMinor(posted.balanceMinor) };
};

/** Claims the current period's reward of a promotion (the detail's Claim button). */
export const claimPromotion = (ctx: MemberCtx, id: number): Promise<ClaimAnswer> =>
  moneyTransaction(ctx, async (trx) => {
    const p = await requirePromotion(trx, id);
    const view = await memberViewOf(trx, p);
    let entry = view.entry;
    if (!entry && p.kind === 'sign_in') {
      requireOpenFor(trx, p);
      if (!budgetLeft(p)) throw new AppError('promotion.budget.exhausted');
      const periodKey = periodOf(trx.site, p, trx.now()).key;
      entry = (
        await ensureEntry(trx, {
          merchantId: trx.site.id,
          promotionId: p.id,
          memberId: trx.member.id,
          periodKey,
          status: 'claim',
          rewardMinor: p.reward_minor,
        })
      ).entry;
    }
    if (!entry) throw new AppError('promotion.not.claimable');
    if (entry.status === 'joined' && !missionDone(p, view.validStakeMinor)) {
      throw new AppError('promotion.not.claimable');
    }
    return payEntry(trx, p, entry, ['claim', 'issued', 'joined']);
  });

/** A joined entry's reward is earned: a mission reached, or a referred friend's play. */
const joinedEntryEarned = async (ctx: MemberCtx, p: PromotionRow, entry: EntryRow) => {
  if (p.kind === 'referral') return referralEarned(ctx, p, entry);
  return missionDone(p, (await memberViewOf(ctx, p, [entry])).validStakeMinor);
};

/** Claims a reward of the reward centre by its id (the member's own only). */
export const claimReward = (ctx: MemberCtx, entryId: number): Promise<ClaimAnswer> =>
  moneyTransaction(ctx, async (trx) => {
    const entry = await findEntryById(trx, entryId, trx.member.id);
    if (!entry) throw new AppError('promotion.not.found');
    const p = await requirePromotion(trx, entry.promotion_id);
    if (entry.status === 'joined' && !(await joinedEntryEarned(trx, p, entry))) {
      throw new AppError('promotion.not.claimable');
    }
    return payEntry(trx, p, entry, ['claim', 'issued', 'joined']);
  });

/**
 * The reward centre: rewards issued or earned and not yet claimed (completed missions of the
 * current period included), and the claimed ones, newest first.
 */
export const rewardsOf = async (ctx: MemberCtx): Promise<RewardsAnswer> => {
  const entries = await findEntriesOf(ctx, ctx.member.id);
  const promotions = new Map((await findPromotions(ctx, ctx.site.id)).map((p) => [p.id, p]));
  const texts = await findTexts(ctx, [...promotions.keys()], ctx.language);
  const claimable: Reward[] = [];
  const history: Reward[] = [];
  for (const entry of entries) {
    const p = promotions.get(entry.promotion_id);
    if (!p) continue;
    const title = texts.get(p.id)?.title ?? '';
    const status = await entryStatus(ctx, p, entry);
    const reward = { ...rewardOf(entry, title, p), status };
    if (CLAIMABLE_STATUSES.includes(status)) claimable.push(reward);
    else if (status === 'claimed') history.push(reward);
  }
  // VIP upgrade bonuses wait here too (claimed through the VIP module's own path).
  for (const reward of await upgradeRewardsOf(ctx)) {
    (reward.status === 'claimed' ? history : claimable).push(reward);
  }
  const newest = (a: Reward, b: Reward) =>
    (b.claimedAt ?? b.createdAt) - (a.claimedAt ?? a.createdAt);
  return { claimable: claimable.sort(newest), history: history.sort(newest) };
};

/**
 * An entry's status; a joined mission of the current period is claimable once done, a
 * referral once the friend's play met the rule.
 */
const entryStatus = async (ctx: MemberCtx, p: PromotionRow, entry: EntryRow) => {
  if (p.kind === 'referral') return referralEntryStatus(ctx, p, entry);
  if (entry.status !== 'joined' || p.kind !== 'bet_mission') return entry.status;
  if (periodOf(ctx.site, p, ctx.now()).key !== entry.period_key) return entry.status;
  const view = await memberViewOf(ctx, p, [entry]);
  return statusOf(p, ctx.now(), view);
};

export const unclaimedCount = async (ctx: MemberCtx): Promise<{ count: number }> => ({
  count: (await rewardsOf(ctx)).claimable.length,
});

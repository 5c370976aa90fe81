import type { PromotionStatus } from '@lotto/contract';
import type { SiteCtx } from '../../context.js';
import { validStakeOf } from '../play/index.js';
import { budgetLeft, isEligible, missionCategoryOf, timeStateOf } from './promotion-rules.js';
import { ensureEntry, findPromotions } from './promotions.repository.js';
import type { EntryRow, PromotionRow } from './promotions.tables.js';

/**
 * The referral rule. When a friend signs up through a member's invite link, every open referral
 * promotion the member may take part in (and with budget left) gets an entry of the member's
 * keyed by the friend (period key `invitee:<id>`), made in the friend's sign-up transaction:
 * the unique (promotion, member, period) key makes it once per friend, whatever races. The
 * bonus is earned when the friend's valid stake from sign-up reaches the promotion's target
 * within its days; that is read from the friend's settled rounds when the member looks (the
 * reward centre, the invite screen, a claim), like a mission's progress, so settling a bet
 * costs nothing more and no job has to sweep friends who never play. The claim pays once
 * (claim.service: conditional status update, budget update, ledger idempotency key).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const INVITEE_KEY = 'invitee:';

export const referralPeriodKey = (inviteeId: number) => `${INVITEE_KEY}${inviteeId}`;
const inviteeOf = (entry: EntryRow) => Number(entry.period_key.slice(INVITEE_KEY.length));

/** Called in the friend's sign-up transaction; answers the entries made. */
export const onReferredSignUp = async (
  ctx: SiteCtx,
  referral: { inviterId: number; inviterType: number; inviteeId: number },
): Promise<number[]> => {
  if (!ctx.site.whitelabel.REFERRAL || !ctx.site.whitelabel.PROMO3) return [];
  const now = ctx.now();
  const made: number[] = [];
  for (const p of await findPromotions(ctx, ctx.site.id)) {
    if (p.kind !== 'referral' || timeStateOf(p, now) !== 'open') continue;
    if (!isEligible(p, referral.inviterType) || !budgetLeft(p)) continue;
    const { entry } = await ensureEntry(ctx, {
      merchantId: ctx.site.id,
      promotionId: p.id,
      memberId: referral.inviterId,
      periodKey: referralPeriodKey(referral.inviteeId),
      status: 'joined',
      rewardMinor: p.reward_minor,
    });
    made.push(entry.id);
  }
  return made;
};

/** The friend's valid stake (cash, settled) from sign-up until the rule's days ran out. */
export const friendStake = (ctx: SiteCtx, p: PromotionRow, entry: EntryRow): Promise<number> => {
  const from = Number(entry.created_at);
  const category = missionCategoryOf(p);
  return validStakeOf(ctx, {
    merchantId: entry.merchant_id,
    memberId: inviteeOf(entry),
    ...(category ? { category } : {}),
    from,
    to: Math.min(from + (p.referral_days ?? 0) * DAY_MS, ctx.now() + 1),
  });
};

/** Whether a waiting (joined) referral entry's friend has met the rule. */
export const referralEarned = async (ctx: SiteCtx, p: PromotionRow, entry: EntryRow) =>
  p.kind === 'referral' &&
  entry.status === 'joined' &&
  (await friendStake(ctx, p, entry)) >= Number(p.mission_target_minor ?? 0);

/** A referral entry's status: a waiting one is claimable once earned (budget permitting). */
export const referralEntryStatus = async (
  ctx: SiteCtx,
  p: PromotionRow,
  entry: EntryRow,
): Promise<PromotionStatus> => {
  if (entry.status !== 'joined') return entry.status;
  if (!(await referralEarned(ctx, p, entry))) return 'joined';
  return budgetLeft(p) ? 'claim' : 'close';
};

import { CLAIMABLE_STATUSES, formatMinor, type ReferralAnswer } from '@lotto/contract';
import type { MemberCtx } from '../../context.js';
import { countInvitedBy } from '../member/index.js';
import { isEligible, missionCategoryOf, timeStateOf } from './promotion-rules.js';
import { findEntriesOf, findPromotions, findTexts } from './promotions.repository.js';
import type { PromotionRow } from './promotions.tables.js';
import { referralEntryStatus } from './referral.js';

/** The open referral promotion the member takes part in, as the invite screen explains it. */
const offerOf = async (ctx: MemberCtx, promotions: PromotionRow[]) => {
  const p = promotions.find(
    (r) => timeStateOf(r, ctx.now()) === 'open' && isEligible(r, ctx.member.type),
  );
  if (!p) return null;
  const title = (await findTexts(ctx, [p.id], ctx.language)).get(p.id)?.title ?? '';
  return {
    promotionId: p.id,
    title,
    reward: formatMinor(Number(p.reward_minor ?? 0)),
    targetStake: formatMinor(Number(p.mission_target_minor ?? 0)),
    category: missionCategoryOf(p) ?? null,
    days: p.referral_days ?? 0,
  };
};

/**
 * /m/inviteFriends: the member's invite id (their member id: the link's recommenderId), how
 * many signed up through it, how many of those earned the member a bonus, and the bonuses
 * claimed and waiting. Only the caller's own figures: nothing here takes an id.
 */
export const referralOf = async (ctx: MemberCtx): Promise<ReferralAnswer> => {
  const promotions = (await findPromotions(ctx, ctx.site.id)).filter((p) => p.kind === 'referral');
  const byId = new Map(promotions.map((p) => [p.id, p]));
  const entries = (await findEntriesOf(ctx, ctx.member.id)).filter((e) => byId.has(e.promotion_id));
  let earned = 0;
  let waiting = 0;
  const qualified = new Set<string>();
  for (const entry of entries) {
    const p = byId.get(entry.promotion_id);
    if (!p) continue;
    const status = await referralEntryStatus(ctx, p, entry);
    const amount = Number(entry.reward_minor ?? p.reward_minor ?? 0);
    if (status === 'claimed') earned += amount;
    else if (CLAIMABLE_STATUSES.includes(status)) waiting += amount;
    else continue;
    qualified.add(entry.period_key);
  }
  return {
    recommenderId: String(ctx.member.id),
    invited: await countInvitedBy(ctx, ctx.member.id),
    qualified: qualified.size,
    earned: formatMinor(earned),
    waiting: formatMinor(waiting),
    offer: await offerOf(ctx, promotions),
  };
};

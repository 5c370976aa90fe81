import { type GameCategory, RATE_CATEGORIES, type RateCategory } from '@lotto/contract';
import type { Ctx } from '../../context.js';
import { vipRebateBp } from '../vip/index.js';
import { ownRatesOf } from './agent-rates.model.js';
import { type CategoryRate, rateTableOf } from './rate-table.js';
import './rebates.tables.js';

/**
 * Rebate rates (site data). How a category's rate and the VIP level's rate combine:
 *
 *   rate(category, level) = base_bp(category) + floor(levelBp(level) * share(category) / 100)
 *
 * base_bp is what every real member outside an agent's team gets on the category (VIP level 0 included); the VIP
 * level's rebate (vip_levels.rebate_bp, read through the vip module's door) is added on top,
 * scaled by the category's share: slots get all of it, live and sports half, the lottery
 * nothing, since a lottery stake's prize-group rebate replaces the category rebate (DESIGN
 * "One rebate per stake"). A category without a row earns no rebate.
 */

/**
 * The member's rate per category, basis points, at their VIP level. A member under an agent
 * has the base rate its agent gave it in place of the site's (agents' rates; a member outside
 * any team resolves to the site's own base).
 */
export const ratesFor = async (
  ctx: Ctx,
  member: { id: number; merchant_id: number; vip_level: number },
): Promise<(category: string) => number> => {
  const [table, levelBp, own] = await Promise.all([
    rateTableOf(ctx, member.merchant_id),
    vipRebateBp(ctx, member.merchant_id, member.vip_level),
    ownRatesOf(ctx, member.id),
  ]);
  return (category) => {
    const rate = table.get(category);
    if (!rate) return 0;
    const base = isRateCategory(category) ? own.bp[category] : rate.baseBp;
    return base + Math.floor((levelBp * rate.levelSharePercent) / 100);
  };
};

const isRateCategory = (c: string): c is RateCategory =>
  (RATE_CATEGORIES as readonly string[]).includes(c);

export type { CategoryRate };

/** Sets the site's rate of a category (operator data; the seed sets the demo site's). */
export const setRebateRate = async (
  { db }: Ctx,
  merchantId: number,
  category: GameCategory,
  rate: CategoryRate,
): Promise<void> => {
  const values = { base_bp: rate.baseBp, level_share_percent: rate.levelSharePercent };
  await db
    .insertInto('rebate_rates')
    .values({ merchant_id: merchantId, category, ...values })
    .onConflict((oc) => oc.columns(['merchant_id', 'category']).doUpdateSet(values))
    .execute();
};

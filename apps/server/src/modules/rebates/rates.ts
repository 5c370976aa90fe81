import type { GameCategory } from '@lotto/contract';
import type { Ctx } from '../../context.js';
import { vipRebateBp } from '../vip/index.js';
import './rebates.tables.js';

/**
 * Rebate rates (site data). How a category's rate and the VIP level's rate combine:
 *
 *   rate(category, level) = base_bp(category) + floor(levelBp(level) * share(category) / 100)
 *
 * base_bp is what every real member gets on the category (VIP level 0 included); the VIP
 * level's rebate (vip_levels.rebate_bp, read through the vip module's door) is added on top,
 * scaled by the category's share: slots get all of it, live and sports half, the lottery
 * nothing, since a lottery stake's prize-group rebate replaces the category rebate (DESIGN
 * "One rebate per stake"). A category without a row earns no rebate.
 */

export interface CategoryRate {
  baseBp: number;
  levelSharePercent: number;
}

export type RateTable = Map<string, CategoryRate>;

export const rateTableOf = async (ctx: Ctx, merchantId: number): Promise<RateTable> => {
  const rows = await ctx.db
    .selectFrom('rebate_rates')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .execute();
  return new Map(
    rows.map((r) => [
      r.category,
      { baseBp: Number(r.base_bp), levelSharePercent: Number(r.level_share_percent) },
    ]),
  );
};

/** The member's rate per category, basis points, at their VIP level. */
export const ratesFor = async (
  ctx: Ctx,
  merchantId: number,
  vipLevel: number,
): Promise<(category: string) => number> => {
  const [table, levelBp] = await Promise.all([
    rateTableOf(ctx, merchantId),
    vipRebateBp(ctx, merchantId, vipLevel),
  ]);
  return (category) => {
    const rate = table.get(category);
    if (!rate) return 0;
    return rate.baseBp + Math.floor((levelBp * rate.levelSharePercent) / 100);
  };
};

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

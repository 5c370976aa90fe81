import type { Ctx } from '../../context.js';
import './rebates.tables.js';

/** The site's rebate rates per category (site data; rates.ts says how they combine). */

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

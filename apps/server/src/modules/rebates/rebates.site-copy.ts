import type { Ctx } from '../../context.js';
import { copySiteRows } from '../../db/copy-site-rows.js';

/** A new site's rebate rates per category, as the template's. */
export const copyRebateRatesToSite = async (ctx: Ctx, fromSiteId: number, toSiteId: number) => {
  await copySiteRows(ctx.db, { table: 'rebate_rates', fromSiteId, toSiteId, hasId: false });
};

import type { Ctx } from '../../context.js';
import { copySiteRows } from '../../db/copy-site-rows.js';

/**
 * A new site offers the vendors the template offers, each on or off as there, and shows each
 * game as the template does (its hot, new, hidden and place).
 */
export const copyVendorsToSite = async (ctx: Ctx, fromSiteId: number, toSiteId: number) => {
  await copySiteRows(ctx.db, { table: 'merchant_vendors', fromSiteId, toSiteId, hasId: false });
  await copySiteRows(ctx.db, { table: 'site_games', fromSiteId, toSiteId, hasId: false });
};

import type { Ctx } from '../../context.js';
import { copySiteRows } from '../../db/copy-site-rows.js';

/** A new site's VIP levels and their terms, as the template's. */
export const copyVipLevelsToSite = async (ctx: Ctx, fromSiteId: number, toSiteId: number) => {
  await copySiteRows(ctx.db, { table: 'vip_levels', fromSiteId, toSiteId });
};

import type { Ctx } from '../../context.js';
import { copySiteRows } from '../../db/copy-site-rows.js';

/** A new site's turnover rules, as the template's. */
export const copyTurnoverSettingsToSite = async (
  ctx: Ctx,
  fromSiteId: number,
  toSiteId: number,
) => {
  await copySiteRows(ctx.db, { table: 'turnover_settings', fromSiteId, toSiteId, hasId: false });
};

import type { Ctx } from '../../context.js';
import { copySiteRows } from '../../db/copy-site-rows.js';

/** A new site's withdrawal limits and payee banks, as the template's. */
export const copyWithdrawalSettingsToSite = async (
  ctx: Ctx,
  fromSiteId: number,
  toSiteId: number,
) => {
  await copySiteRows(ctx.db, {
    table: 'withdrawal_settings',
    fromSiteId,
    toSiteId,
    hasId: false,
  });
  await copySiteRows(ctx.db, { table: 'withdrawal_banks', fromSiteId, toSiteId });
};

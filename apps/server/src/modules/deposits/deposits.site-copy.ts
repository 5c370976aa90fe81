import type { Ctx } from '../../context.js';
import { copySiteRows } from '../../db/copy-site-rows.js';

/** A new site's deposit channels, with their receiving bank accounts, as the template's. */
export const copyDepositChannelsToSite = async (ctx: Ctx, fromSiteId: number, toSiteId: number) => {
  await copySiteRows(ctx.db, {
    table: 'deposit_channels',
    fromSiteId,
    toSiteId,
    children: [{ table: 'deposit_bank_accounts', parentKey: 'channel_id' }],
  });
};

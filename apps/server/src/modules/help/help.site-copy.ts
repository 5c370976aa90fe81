import type { Ctx } from '../../context.js';
import { copySiteRows } from '../../db/copy-site-rows.js';

/** A new site's help entries, with their texts, and its user agreement, as the template's. */
export const copyHelpToSite = async (ctx: Ctx, fromSiteId: number, toSiteId: number) => {
  await copySiteRows(ctx.db, {
    table: 'help_entries',
    fromSiteId,
    toSiteId,
    children: [{ table: 'help_entry_texts', parentKey: 'entry_id' }],
  });
  await copySiteRows(ctx.db, { table: 'user_agreements', fromSiteId, toSiteId, hasId: false });
};

import type { Ctx } from '../../context.js';
import { copySiteRows } from '../../db/copy-site-rows.js';

/** A new site's announcements, with their texts, as the template site has them. */
export const copyAnnouncementsToSite = async (ctx: Ctx, fromSiteId: number, toSiteId: number) => {
  await copySiteRows(ctx.db, {
    table: 'announcements',
    fromSiteId,
    toSiteId,
    children: [{ table: 'announcement_translations', parentKey: 'announcement_id' }],
  });
};

import type { Ctx } from '../../context.js';
import { copySiteRows } from '../../db/copy-site-rows.js';

/**
 * A new site's banners, with their texts, as the template's; a banner that opens one of the
 * template's promotions opens that promotion's copy (`promotionIds`: old id to new).
 */
export const copyBannersToSite = async (
  ctx: Ctx,
  fromSiteId: number,
  toSiteId: number,
  promotionIds: ReadonlyMap<number, number>,
) => {
  await copySiteRows(ctx.db, {
    table: 'banners',
    fromSiteId,
    toSiteId,
    change: (row) => ({ ...row, action: actionFor(row.action, promotionIds) }),
    children: [{ table: 'banner_translations', parentKey: 'banner_id' }],
  });
};

const actionFor = (action: unknown, promotionIds: ReadonlyMap<number, number>): unknown => {
  if (typeof action !== 'string') return action;
  try {
    const parsed = JSON.parse(action) as { kind?: string; promotionId?: number };
    if (parsed.kind !== 'PROMOTION' || parsed.promotionId === undefined) return action;
    const copied = promotionIds.get(parsed.promotionId);
    // A banner whose promotion was not copied keeps its picture without a tap action.
    return copied === undefined ? null : JSON.stringify({ ...parsed, promotionId: copied });
  } catch {
    return action;
  }
};

import type { Ctx } from '../../context.js';
import { copySiteRows } from '../../db/copy-site-rows.js';
import { artAddressOf, isArtAddress } from './promotion-art.js';

/**
 * A new site's promotion categories and promotions, with their texts and images, as the
 * template's: nothing paid from their budgets yet. Answers the promotions' new ids by the old
 * ones (banners that open a promotion follow them).
 */
export const copyPromotionsToSite = async (
  ctx: Ctx,
  fromSiteId: number,
  toSiteId: number,
): Promise<Map<number, number>> => {
  const categories = await copySiteRows(ctx.db, {
    table: 'promotion_categories',
    fromSiteId,
    toSiteId,
  });
  return copySiteRows(ctx.db, {
    table: 'promotions',
    fromSiteId,
    toSiteId,
    change: (row) => ({
      ...row,
      category_ids: JSON.stringify(
        (JSON.parse(String(row.category_ids)) as number[]).flatMap((id) => {
          const copied = categories.get(id);
          return copied === undefined ? [] : [copied];
        }),
      ),
      paid_minor: 0,
    }),
    children: [
      { table: 'promotion_translations', parentKey: 'promotion_id' },
      {
        table: 'promotion_images',
        parentKey: 'promotion_id',
        // Generated artwork is served by its promotion's id on that promotion's site.
        change: (row, promotionId) =>
          isArtAddress(String(row.url))
            ? { ...row, url: artAddressOf(promotionId, Number(row.sequence ?? 1)) }
            : row,
      },
    ],
  });
};

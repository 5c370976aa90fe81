import type { Ctx } from '../../context.js';

/** What the risk scan reads of promotions: bonuses members claimed, by time and by promotion. */

export interface Claim {
  merchantId: number;
  memberId: number;
  promotionId: number;
  claimedAt: number;
}

/** Entries members claimed in (from, to]. */
export const claimsBetween = async ({ db }: Ctx, from: number, to: number): Promise<Claim[]> =>
  (
    await db
      .selectFrom('promotion_entries')
      .select(['merchant_id', 'member_id', 'promotion_id', 'claimed_at'])
      .where('status', '=', 'claimed')
      .where('claimed_at', '>', from)
      .where('claimed_at', '<=', to)
      .orderBy('claimed_at')
      .execute()
  ).map((r) => ({
    merchantId: Number(r.merchant_id),
    memberId: Number(r.member_id),
    promotionId: Number(r.promotion_id),
    claimedAt: Number(r.claimed_at),
  }));

/** Which of the members claimed the promotion up to `until`. */
export const claimantsAmong = async (
  { db }: Ctx,
  where: { promotionId: number; memberIds: readonly number[]; until: number },
): Promise<number[]> =>
  where.memberIds.length === 0
    ? []
    : (
        await db
          .selectFrom('promotion_entries')
          .select('member_id')
          .distinct()
          .where('promotion_id', '=', where.promotionId)
          .where('member_id', 'in', [...where.memberIds])
          .where('status', '=', 'claimed')
          .where('claimed_at', '<=', where.until)
          .execute()
      ).map((r) => Number(r.member_id));

/** The promotion's English title, or its id when it has none. */
export const promotionTitleOf = async ({ db }: Ctx, promotionId: number): Promise<string> => {
  const row = await db
    .selectFrom('promotion_translations')
    .select('title')
    .where('promotion_id', '=', promotionId)
    .where('language', '=', 'EN')
    .executeTakeFirst();
  return row?.title ?? `#${promotionId}`;
};

import type { PromotionAdminStatus } from '@lotto/contract';
import type { ExpressionBuilder } from 'kysely';
import type { Ctx } from '../../context.js';
import type { Database } from '../../db/schema.js';
import type { NewPromotion, PromotionRow, PromotionState } from './promotions.tables.js';

/** SQL of the back office's promotions: pages by status, all texts, counts, pictures. */

type Eb = ExpressionBuilder<Database, 'promotions'>;

/** The operator's status as SQL, as statusOf (promotions.admin.service.ts) reads a row. */
const statusIs = (eb: Eb, status: PromotionAdminStatus, now: number) => {
  const live = eb('state', '=', 'live');
  const over = eb.and([eb('ends_at', 'is not', null), eb('ends_at', '<=', now)]);
  switch (status) {
    case 'paused':
      return eb.and([eb('state', '=', 'paused'), eb.not(over)]);
    case 'ended':
      return eb.or([eb('state', '=', 'ended'), over]);
    case 'scheduled':
      return eb.and([live, eb('starts_at', '>', now)]);
    case 'running':
      return eb.and([live, eb('starts_at', '<=', now), eb.not(over)]);
  }
};

export const findPromotionPage = async (
  { db }: Ctx,
  q: { merchantId: number; status?: PromotionAdminStatus; now: number; page: number; size: number },
): Promise<{ rows: PromotionRow[]; total: number }> => {
  let base = db.selectFrom('promotions').where('merchant_id', '=', q.merchantId);
  const status = q.status;
  if (status) base = base.where((eb) => statusIs(eb, status, q.now));
  const { n } = await base
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('sort')
    .orderBy('id')
    .limit(q.size)
    .offset((q.page - 1) * q.size)
    .execute();
  return { rows, total: Number(n) };
};

export const findAllTexts = async ({ db }: Ctx, ids: readonly number[]) =>
  ids.length === 0
    ? []
    : db
        .selectFrom('promotion_translations')
        .select(['promotion_id', 'language', 'title', 'content'])
        .where('promotion_id', 'in', ids)
        .execute();

/** Rewards paid out per promotion. */
export const countClaims = async ({ db }: Ctx, ids: readonly number[]) => {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .selectFrom('promotion_entries')
    .select(['promotion_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('promotion_id', 'in', ids)
    .where('status', '=', 'claimed')
    .groupBy('promotion_id')
    .execute();
  return new Map(rows.map((r) => [r.promotion_id, Number(r.n)]));
};

export const findCategoryIds = async ({ db }: Ctx, merchantId: number): Promise<number[]> =>
  (
    await db
      .selectFrom('promotion_categories')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .execute()
  ).map((r) => r.id);

export type PromotionFields = Omit<
  Required<NewPromotion>,
  'id' | 'merchant_id' | 'kind' | 'paid_minor' | 'created_at' | 'state' | 'state_reason'
>;

export const updatePromotionRow = ({ db }: Ctx, id: number, fields: PromotionFields) =>
  db.updateTable('promotions').set(fields).where('id', '=', id).execute();

/** Replaces the promotion's texts with these (one per language). */
export const replaceTexts = async (
  { db }: Ctx,
  id: number,
  texts: readonly { language: string; title: string; content: string }[],
) => {
  await db.deleteFrom('promotion_translations').where('promotion_id', '=', id).execute();
  for (const t of texts) {
    await db
      .insertInto('promotion_translations')
      .values({ promotion_id: id, ...t })
      .execute();
  }
};

/** Moves the promotion's state if it is still `from`: false when another edit got there first. */
export const setPromotionState = async (
  { db }: Ctx,
  id: number,
  change: {
    from: readonly PromotionState[];
    to: PromotionState;
    reason: string;
    /** An end brings the last day forward to now: mission stake stops counting then. */
    endsAt?: number;
  },
): Promise<boolean> => {
  const result = await db
    .updateTable('promotions')
    .set({
      state: change.to,
      state_reason: change.reason,
      ...(change.endsAt === undefined ? {} : { ends_at: change.endsAt }),
    })
    .where('id', '=', id)
    .where('state', 'in', change.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

/** Puts these addresses in place of the promotion's pictures, in order. */
export const replaceImages = async ({ db }: Ctx, id: number, urls: readonly string[]) => {
  await db.deleteFrom('promotion_images').where('promotion_id', '=', id).execute();
  for (const [i, url] of urls.entries()) {
    await db
      .insertInto('promotion_images')
      .values({ promotion_id: id, sequence: i + 1, url })
      .execute();
  }
};

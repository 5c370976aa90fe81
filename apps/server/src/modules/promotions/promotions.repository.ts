import type { LanguageCode } from '@lotto/contract';
import type { Ctx } from '../../context.js';
import type { EntryRow, EntryStatus, NewPromotion, PromotionRow } from './promotions.tables.js';
import './promotions.tables.js';

/** SQL of the promotions module: promotions, their texts and images, and members' entries. */

export interface PromotionTexts {
  title: string;
  content: string;
}

export const findPromotions = ({ db }: Ctx, merchantId: number): Promise<PromotionRow[]> =>
  db
    .selectFrom('promotions')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .orderBy('id')
    .execute();

export const findPromotion = (
  { db }: Ctx,
  merchantId: number,
  id: number,
): Promise<PromotionRow | undefined> =>
  db
    .selectFrom('promotions')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();

export const findCategories = ({ db }: Ctx, merchantId: number) =>
  db
    .selectFrom('promotion_categories')
    .select(['id', 'titles'])
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .orderBy('id')
    .execute();

/** Texts of the promotions in the language, English where that one has none. */
export const findTexts = async (
  { db }: Ctx,
  ids: readonly number[],
  language: LanguageCode,
): Promise<Map<number, PromotionTexts>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('promotion_translations')
    .select(['promotion_id', 'language', 'title', 'content'])
    .where('promotion_id', 'in', ids)
    .where('language', 'in', [language, 'EN'])
    .execute();
  const texts = new Map<number, PromotionTexts>();
  // English first, then the language asked overwrites where it has a text.
  const ordered = [
    ...rows.filter((r) => r.language !== language),
    ...rows.filter((r) => r.language === language),
  ];
  for (const row of ordered)
    texts.set(row.promotion_id, { title: row.title, content: row.content });
  return texts;
};

export const findImages = async ({ db }: Ctx, ids: readonly number[]) => {
  if (ids.length === 0) return [];
  return db
    .selectFrom('promotion_images')
    .select(['promotion_id', 'sequence', 'url'])
    .where('promotion_id', 'in', ids)
    .orderBy('sequence')
    .execute();
};

/** A promotion with its texts and images, as an operator (or the seed) makes one. */
export const insertPromotion = async (
  { db }: Ctx,
  promotion: NewPromotion,
  texts: Partial<Record<LanguageCode, PromotionTexts>>,
  imageUrls: (id: number) => string[],
): Promise<number> => {
  const { id } = await db
    .insertInto('promotions')
    .values(promotion)
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [language, t] of Object.entries(texts)) {
    await db
      .insertInto('promotion_translations')
      .values({ promotion_id: id, language, title: t.title, content: t.content })
      .execute();
  }
  for (const [i, url] of imageUrls(id).entries()) {
    await db
      .insertInto('promotion_images')
      .values({ promotion_id: id, sequence: i + 1, url })
      .execute();
  }
  return id;
};

export const insertCategory = async (
  { db }: Ctx,
  merchantId: number,
  titles: Record<LanguageCode, string>,
  sort: number,
): Promise<number> =>
  (
    await db
      .insertInto('promotion_categories')
      .values({ merchant_id: merchantId, titles: JSON.stringify(titles), sort })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/** The member's entries of the given periods (each promotion's current one). */
export const findEntriesOf = ({ db }: Ctx, memberId: number): Promise<EntryRow[]> =>
  db
    .selectFrom('promotion_entries')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .execute();

export const findEntry = (
  { db }: Ctx,
  key: { promotionId: number; memberId: number; periodKey: string },
): Promise<EntryRow | undefined> =>
  db
    .selectFrom('promotion_entries')
    .selectAll()
    .where('promotion_id', '=', key.promotionId)
    .where('member_id', '=', key.memberId)
    .where('period_key', '=', key.periodKey)
    .executeTakeFirst();

export const findEntryById = ({ db }: Ctx, id: number, memberId: number) =>
  db
    .selectFrom('promotion_entries')
    .selectAll()
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();

/** Adds the entry unless the member has one for the period; answers the one that is there. */
export const ensureEntry = async (
  ctx: Ctx,
  entry: {
    merchantId: number;
    promotionId: number;
    memberId: number;
    periodKey: string;
    status: EntryStatus;
    rewardMinor: number | null;
    comment?: string;
  },
): Promise<{ entry: EntryRow; created: boolean }> => {
  const inserted = await ctx.db
    .insertInto('promotion_entries')
    .values({
      merchant_id: entry.merchantId,
      promotion_id: entry.promotionId,
      member_id: entry.memberId,
      period_key: entry.periodKey,
      status: entry.status,
      reward_minor: entry.rewardMinor,
      comment: entry.comment ?? null,
      created_at: ctx.now(),
      issued_at: entry.status === 'issued' || entry.status === 'claim' ? ctx.now() : null,
    })
    .onConflict((oc) => oc.columns(['promotion_id', 'member_id', 'period_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  const found = await findEntry(ctx, entry);
  if (!found) throw new Error('promotion entry vanished after its insert');
  return { entry: found, created: inserted !== undefined };
};

/**
 * Marks the entry claimed if it is still claimable: answers false when another request got
 * there first (its row lock orders concurrent claims on PostgreSQL).
 */
export const markClaimed = async (
  { db, now }: Ctx,
  entry: { id: number; from: readonly EntryStatus[]; rewardMinor: number; turnoverMinor: number },
): Promise<boolean> => {
  const result = await db
    .updateTable('promotion_entries')
    .set({
      status: 'claimed',
      claimed_at: now(),
      reward_minor: entry.rewardMinor,
      turnover_minor: entry.turnoverMinor,
    })
    .where('id', '=', entry.id)
    .where('status', 'in', entry.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

export const setEntryTransaction = ({ db }: Ctx, id: number, transactionId: number) =>
  db
    .updateTable('promotion_entries')
    .set({ transaction_id: transactionId })
    .where('id', '=', id)
    .execute();

/**
 * Takes `amount` from the promotion's budget in one statement: false when it would pass the
 * budget or an operator paused the promotion. The row's lock orders concurrent claims, so the
 * sum paid never passes it.
 */
export const spendBudget = async (
  { db }: Ctx,
  promotionId: number,
  amount: number,
): Promise<boolean> => {
  const result = await db
    .updateTable('promotions')
    .set((eb) => ({ paid_minor: eb('paid_minor', '+', amount) }))
    .where('id', '=', promotionId)
    .where('state', '<>', 'paused')
    .where((eb) => eb(eb('paid_minor', '+', amount), '<=', eb.ref('budget_minor')))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

/** Issues joined entries' rewards (first deposit): only those still waiting for it. */
export const issueEntry = async (
  { db, now }: Ctx,
  id: number,
  rewardMinor: number,
): Promise<boolean> => {
  const result = await db
    .updateTable('promotion_entries')
    .set({ status: 'issued', reward_minor: rewardMinor, issued_at: now() })
    .where('id', '=', id)
    .where('status', '=', 'joined')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

/** A site's promotion by its English title (the seed's natural key). */
export const findPromotionIdByTitle = async (
  { db }: Ctx,
  merchantId: number,
  title: string,
): Promise<number | undefined> =>
  (
    await db
      .selectFrom('promotions as p')
      .innerJoin('promotion_translations as t', 't.promotion_id', 'p.id')
      .select('p.id')
      .where('p.merchant_id', '=', merchantId)
      .where('t.language', '=', 'EN')
      .where('t.title', '=', title)
      .executeTakeFirst()
  )?.id;

/** Whether the member has taken part in any promotion. */
export const hasPromotionEntries = async ({ db }: Ctx, memberId: number): Promise<boolean> =>
  (await db
    .selectFrom('promotion_entries')
    .select('id')
    .where('member_id', '=', memberId)
    .limit(1)
    .executeTakeFirst()) !== undefined;

export const countApplicationImages = async ({ db }: Ctx, entryId: number): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('promotion_application_images')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('entry_id', '=', entryId)
        .executeTakeFirstOrThrow()
    ).n,
  );

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import type { NewBanner, NewBannerTranslation } from './banners.tables.js';

type Db = Kysely<Database>;

/** A running banner with one of its translations. */
export interface TranslatedBannerRow {
  id: number;
  action: string | null;
  language: string;
  title: string;
  image_url: string;
}

/**
 * The enabled banners of a site's group running at `now`, with their translations in the
 * given languages, in display order (at most `limit` banners' worth of rows per language).
 */
export const findRunningBanners = (
  db: Db,
  query: { merchantId: number; group: string; languages: string[]; now: number; limit: number },
): Promise<TranslatedBannerRow[]> =>
  db
    .selectFrom('banners as b')
    .innerJoin('banner_translations as t', 't.banner_id', 'b.id')
    .select(['b.id', 'b.action', 't.language', 't.title', 't.image_url'])
    .where('b.merchant_id', '=', query.merchantId)
    .where('b.group_name', '=', query.group)
    .where('b.enabled', '=', 1)
    .where('t.language', 'in', query.languages)
    .where((eb) => eb.or([eb('b.starts_at', 'is', null), eb('b.starts_at', '<=', query.now)]))
    .where((eb) => eb.or([eb('b.ends_at', 'is', null), eb('b.ends_at', '>', query.now)]))
    .orderBy('b.sort')
    .orderBy('b.id')
    .limit(query.limit * query.languages.length)
    .execute();

/** A site's banner titles in one language, per group (the seed's natural key). */
export const findBannerTitles = (db: Db, merchantId: number, language: string) =>
  db
    .selectFrom('banners as b')
    .innerJoin('banner_translations as t', 't.banner_id', 'b.id')
    .select(['b.group_name', 't.title'])
    .where('b.merchant_id', '=', merchantId)
    .where('t.language', '=', language)
    .execute();

/** Adds a banner with its translations; answers its id. */
export const insertBannerRows = (
  db: Db,
  banner: NewBanner,
  translations: Omit<NewBannerTranslation, 'banner_id'>[],
): Promise<number> =>
  inTransaction(db, async (trx) => {
    const { id } = await trx
      .insertInto('banners')
      .values(banner)
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('banner_translations')
      .values(translations.map((t) => ({ ...t, banner_id: id })))
      .execute();
    return id;
  });

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import type {
  AnnouncementType,
  NewAnnouncement,
  NewAnnouncementTranslation,
} from './announcements.tables.js';

type Db = Kysely<Database>;

/** An announcement with one of its translations. */
export interface TranslatedAnnouncementRow {
  id: number;
  type: AnnouncementType;
  execution: 'A' | 'B' | 'F' | null;
  promotion_type: string | null;
  image_url: string | null;
  link: string | null;
  language: string;
  title: string;
  content: string;
}

/**
 * A site's announcements of the given types that are running at `now`, each with its
 * translations in the given languages, in display order.
 */
export const findActiveAnnouncements = (
  db: Db,
  query: { merchantId: number; types: AnnouncementType[]; languages: string[]; now: number },
): Promise<TranslatedAnnouncementRow[]> =>
  db
    .selectFrom('announcements as a')
    .innerJoin('announcement_translations as t', 't.announcement_id', 'a.id')
    .select([
      'a.id',
      'a.type',
      'a.execution',
      'a.promotion_type',
      'a.image_url',
      'a.link',
      't.language',
      't.title',
      't.content',
    ])
    .where('a.merchant_id', '=', query.merchantId)
    .where('a.type', 'in', query.types)
    .where('t.language', 'in', query.languages)
    .where((eb) => eb.or([eb('a.starts_at', 'is', null), eb('a.starts_at', '<=', query.now)]))
    .where((eb) => eb.or([eb('a.ends_at', 'is', null), eb('a.ends_at', '>', query.now)]))
    .orderBy('a.sort')
    .orderBy('a.id')
    .execute();

/** A banner of a site with its translations in the given languages. */
export const findBanner = (db: Db, merchantId: number, id: number, languages: string[]) =>
  db
    .selectFrom('announcements as a')
    .innerJoin('announcement_translations as t', 't.announcement_id', 'a.id')
    .select(['a.id', 't.language', 't.title'])
    .where('a.id', '=', id)
    .where('a.merchant_id', '=', merchantId)
    .where('a.type', '=', 'B')
    .where('t.language', 'in', languages)
    .execute();

/** Type and title of a site's announcements in one language (the seed's natural key). */
export const findAnnouncementTitles = (db: Db, merchantId: number, language: string) =>
  db
    .selectFrom('announcements as a')
    .innerJoin('announcement_translations as t', 't.announcement_id', 'a.id')
    .select(['a.type', 't.title'])
    .where('a.merchant_id', '=', merchantId)
    .where('t.language', '=', language)
    .execute();

/** Adds an announcement with its translations; answers its id. */
export const insertAnnouncement = async (
  db: Db,
  announcement: NewAnnouncement,
  translations: Omit<NewAnnouncementTranslation, 'announcement_id'>[],
): Promise<number> =>
  inTransaction(db, async (trx) => {
    const { id } = await trx
      .insertInto('announcements')
      .values(announcement)
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('announcement_translations')
      .values(translations.map((t) => ({ ...t, announcement_id: id })))
      .execute();
    return id;
  });

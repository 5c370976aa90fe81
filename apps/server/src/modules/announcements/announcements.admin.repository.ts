import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type {
  AnnouncementsTable,
  AnnouncementType,
  NewAnnouncementTranslation,
} from './announcements.tables.js';

type Db = Kysely<Database>;

/** The stored fields of an announcement an operator edits (its site and creation stay). */
export type AnnouncementFields = Pick<
  AnnouncementsTable,
  'type' | 'execution' | 'promotion_type' | 'image_url' | 'link' | 'starts_at' | 'ends_at'
> & { sort: number };

const COLUMNS = [
  'id',
  'type',
  'execution',
  'promotion_type',
  'image_url',
  'link',
  'sort',
  'starts_at',
  'ends_at',
  'created_at',
] as const;

/** One page of a site's announcements (of one type, or all), in display order. */
export const findAnnouncementPage = async (
  db: Db,
  query: { merchantId: number; type: AnnouncementType | undefined; offset: number; limit: number },
) => {
  let base = db.selectFrom('announcements').where('merchant_id', '=', query.merchantId);
  if (query.type) base = base.where('type', '=', query.type);
  const rows = await base
    .select(COLUMNS)
    .orderBy('type')
    .orderBy('sort')
    .orderBy('id')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  const counted = await base
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(counted.n) };
};

/** One of a site's announcements, or undefined. */
export const findAnnouncementRow = (db: Db, merchantId: number, id: number) =>
  db
    .selectFrom('announcements')
    .select(COLUMNS)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();

/** Every text of the given announcements. */
export const findAnnouncementTexts = (db: Db, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('announcement_translations')
        .select(['announcement_id', 'language', 'title', 'content'])
        .where('announcement_id', 'in', [...ids])
        .execute();

/** Replaces an announcement's fields and texts (call inside the action's transaction). */
export const updateAnnouncementRows = async (
  db: Db,
  id: number,
  fields: AnnouncementFields,
  texts: Omit<NewAnnouncementTranslation, 'announcement_id'>[],
) => {
  await db.updateTable('announcements').set(fields).where('id', '=', id).execute();
  await db.deleteFrom('announcement_translations').where('announcement_id', '=', id).execute();
  await db
    .insertInto('announcement_translations')
    .values(texts.map((t) => ({ ...t, announcement_id: id })))
    .execute();
};

/** Removes an announcement, its texts and the members' read marks of it. */
export const deleteAnnouncementRows = async (db: Db, id: number) => {
  await db.deleteFrom('announcement_reads').where('announcement_id', '=', id).execute();
  await db.deleteFrom('announcement_translations').where('announcement_id', '=', id).execute();
  await db.deleteFrom('announcements').where('id', '=', id).execute();
};

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { BannersTable, NewBannerTranslation } from './banners.tables.js';

type Db = Kysely<Database>;

/** The stored fields of a banner an operator edits (its site and creation stay). */
export type BannerFields = Pick<BannersTable, 'group_name' | 'action' | 'starts_at' | 'ends_at'> & {
  sort: number;
  enabled: number;
};

const COLUMNS = [
  'id',
  'group_name',
  'sort',
  'action',
  'enabled',
  'starts_at',
  'ends_at',
  'created_at',
] as const;

/** A site's banners (of one group, or all), by group then display order. */
export const findSiteBanners = (db: Db, merchantId: number, group: string | undefined) => {
  let query = db.selectFrom('banners').select(COLUMNS).where('merchant_id', '=', merchantId);
  if (group) query = query.where('group_name', '=', group);
  return query.orderBy('group_name').orderBy('sort').orderBy('id').execute();
};

/** One of a site's banners, or undefined. */
export const findBannerRow = (db: Db, merchantId: number, id: number) =>
  db
    .selectFrom('banners')
    .select(COLUMNS)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();

/** Every text of the given banners. */
export const findBannerTexts = (db: Db, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('banner_translations')
        .select(['banner_id', 'language', 'title', 'image_url'])
        .where('banner_id', 'in', [...ids])
        .execute();

/** Replaces a banner's fields and texts (call inside the action's transaction). */
export const updateBannerRows = async (
  db: Db,
  id: number,
  fields: BannerFields,
  texts: Omit<NewBannerTranslation, 'banner_id'>[],
) => {
  await db.updateTable('banners').set(fields).where('id', '=', id).execute();
  await db.deleteFrom('banner_translations').where('banner_id', '=', id).execute();
  await db
    .insertInto('banner_translations')
    .values(texts.map((t) => ({ ...t, banner_id: id })))
    .execute();
};

/** Removes a banner and its texts. */
export const deleteBannerRows = async (db: Db, id: number) => {
  await db.deleteFrom('banner_translations').where('banner_id', '=', id).execute();
  await db.deleteFrom('banners').where('id', '=', id).execute();
};

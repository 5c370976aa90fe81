import type { HelpDevice } from '@lotto/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

const COLUMNS = ['id', 'device', 'sort', 'created_at'] as const;

/** A site's entries for a device, in display order. */
export const findSiteHelpEntries = (db: Db, merchantId: number, device: HelpDevice) =>
  db
    .selectFrom('help_entries')
    .select(COLUMNS)
    .where('merchant_id', '=', merchantId)
    .where('device', '=', device)
    .orderBy('sort')
    .orderBy('id')
    .execute();

/** One of a site's entries, or undefined. */
export const findHelpEntryRow = (db: Db, merchantId: number, id: number) =>
  db
    .selectFrom('help_entries')
    .select(COLUMNS)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();

/** Every text of the given entries. */
export const findAllHelpTexts = (db: Db, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('help_entry_texts')
        .select(['entry_id', 'language', 'title', 'content'])
        .where('entry_id', 'in', [...ids])
        .execute();

/** Replaces an entry's fields and texts (call inside the action's transaction). */
export const updateHelpEntryRows = async (
  db: Db,
  id: number,
  fields: { device: HelpDevice; sort: number },
  texts: { language: string; title: string; content: string }[],
) => {
  await db.updateTable('help_entries').set(fields).where('id', '=', id).execute();
  await db.deleteFrom('help_entry_texts').where('entry_id', '=', id).execute();
  await db
    .insertInto('help_entry_texts')
    .values(texts.map((t) => ({ ...t, entry_id: id })))
    .execute();
};

/** Removes an entry and its texts. */
export const deleteHelpEntryRows = async (db: Db, id: number) => {
  await db.deleteFrom('help_entry_texts').where('entry_id', '=', id).execute();
  await db.deleteFrom('help_entries').where('id', '=', id).execute();
};

/** Removes a site's agreement texts in languages it no longer offers (none kept stale). */
export const deleteAgreementsOutside = (db: Db, merchantId: number, languages: string[]) =>
  db
    .deleteFrom('user_agreements')
    .where('merchant_id', '=', merchantId)
    .where('language', 'not in', languages)
    .execute();

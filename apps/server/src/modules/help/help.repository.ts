import type { HelpDevice } from '@lotto/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { NewHelpEntry } from './help.tables.js';

type Db = Kysely<Database>;

/** Which entry set: a site's entries for one device. */
export interface EntrySet {
  merchantId: number;
  device: HelpDevice;
}

/** How many entries a set holds. */
export const countHelpEntries = async (db: Db, set: EntrySet): Promise<number> => {
  const row = await db
    .selectFrom('help_entries')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('merchant_id', '=', set.merchantId)
    .where('device', '=', set.device)
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

/** Ids of a slice of a set, in display order (`offset` is the index of the first). */
export const findHelpEntryIds = async (
  db: Db,
  set: EntrySet,
  slice: { offset: number; limit: number },
): Promise<number[]> => {
  const rows = await db
    .selectFrom('help_entries')
    .select('id')
    .where('merchant_id', '=', set.merchantId)
    .where('device', '=', set.device)
    .orderBy('sort')
    .orderBy('id')
    .limit(slice.limit)
    .offset(slice.offset)
    .execute();
  return rows.map((r) => r.id);
};

/** The texts of some entries in the given languages. */
export const findHelpTexts = (db: Db, entryIds: number[], languages: string[]) =>
  entryIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('help_entry_texts')
        .select(['entry_id', 'language', 'title', 'content'])
        .where('entry_id', 'in', entryIds)
        .where('language', 'in', languages)
        .execute();

/** Titles of a set's entries in one language (a seed's natural key). */
export const findHelpTitles = async (db: Db, set: EntrySet, language: string) => {
  const rows = await db
    .selectFrom('help_entries as e')
    .innerJoin('help_entry_texts as t', 't.entry_id', 'e.id')
    .select('t.title')
    .where('e.merchant_id', '=', set.merchantId)
    .where('e.device', '=', set.device)
    .where('t.language', '=', language)
    .execute();
  return rows.map((r) => r.title);
};

/** Adds an entry with its texts; answers its id. Run inside the caller's transaction. */
export const insertHelpEntry = async (
  db: Db,
  entry: NewHelpEntry,
  texts: { language: string; title: string; content: string }[],
): Promise<number> => {
  const { id } = await db
    .insertInto('help_entries')
    .values(entry)
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('help_entry_texts')
    .values(texts.map((t) => ({ ...t, entry_id: id })))
    .execute();
  return id;
};

/** A site's user agreement in the given languages. */
export const findUserAgreements = (db: Db, merchantId: number, languages: string[]) =>
  db
    .selectFrom('user_agreements')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('language', 'in', languages)
    .execute();

/** Writes a site's agreement in one language, replacing the text it had. */
export const upsertUserAgreement = (
  db: Db,
  row: {
    merchant_id: number;
    language: string;
    title: string;
    content: string;
    updated_at: number;
  },
) =>
  db
    .insertInto('user_agreements')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'language']).doUpdateSet({
        title: row.title,
        content: row.content,
        updated_at: row.updated_at,
      }),
    )
    .execute();

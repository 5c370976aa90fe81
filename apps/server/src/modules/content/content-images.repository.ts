import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import './content-images.tables.js';
import type { ContentImageRow } from './content-images.tables.js';

type Db = Kysely<Database>;

/** Keeps a picture; the same bytes uploaded again keep their first row (same name, same bytes). */
export const saveContentImage = (db: Db, row: ContentImageRow) =>
  db
    .insertInto('content_images')
    .values(row)
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();

export const findContentImage = (db: Db, name: string) =>
  db
    .selectFrom('content_images')
    .select(['mime', 'bytes'])
    .where('name', '=', name)
    .executeTakeFirst();

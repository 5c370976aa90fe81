import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The cheapest statement that proves the database answers. */
export const pingDatabase = async (db: Kysely<Database>): Promise<void> => {
  await sql`select 1`.execute(db);
};

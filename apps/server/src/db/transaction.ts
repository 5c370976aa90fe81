import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/** Runs `work` in `db`'s transaction when it is one, else in a new one (seed steps nest). */
export const inTransaction = <T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> => (db.isTransaction ? work(db) : db.transaction().execute(work));

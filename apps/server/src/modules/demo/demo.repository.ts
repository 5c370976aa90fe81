import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Demo sites show their outbox to anyone; no other site ever does. */
export const isDemoSite = async (db: Kysely<Database>, merchantId: number): Promise<boolean> => {
  const row = await db
    .selectFrom('merchants')
    .select('is_demo')
    .where('id', '=', merchantId)
    .executeTakeFirst();
  return row?.is_demo === 1;
};

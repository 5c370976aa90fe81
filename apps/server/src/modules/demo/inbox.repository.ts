import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { DemoInboxesTable } from './demo.tables.js';

type Db = Kysely<Database>;

/** Gives the address to the owner unless another has it; answers whoever has it now. */
export const claimAddress = async (db: Db, row: DemoInboxesTable): Promise<string> => {
  await db
    .insertInto('demo_inboxes')
    .values(row)
    .onConflict((oc) => oc.columns(['merchant_id', 'recipient']).doNothing())
    .execute();
  const owner = await db
    .selectFrom('demo_inboxes')
    .select('owner_hash')
    .where('merchant_id', '=', row.merchant_id)
    .where('recipient', '=', row.recipient)
    .executeTakeFirstOrThrow();
  return owner.owner_hash;
};

/** The addresses an owner has on a site, in the order it opened them. */
export const addressesOf = async (db: Db, merchantId: number, ownerHash: string) => {
  const rows = await db
    .selectFrom('demo_inboxes')
    .select('recipient')
    .where('owner_hash', '=', ownerHash)
    .where('merchant_id', '=', merchantId)
    .orderBy('created_at')
    .orderBy('recipient')
    .execute();
  return rows.map((r) => r.recipient);
};

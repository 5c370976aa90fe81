import { type Kysely, sql } from 'kysely';
import { bigIntType } from '../migration-helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
type AnyDb = Kysely<any>;

/**
 * The statement's page reads member entries only (README "Records and summaries"): the
 * transaction's time and reference are copied onto the entries of member accounts, as its type
 * already is (0018), so a page is one range of the (account_id, id) index and its rows, with no
 * lookup into the transactions (whose rows carry the whole first answer, and are several times
 * larger). Null on the house's and system's entries, as the type.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('ledger_entries').addColumn('created_at', bigIntType(db)).execute();
  await db.schema.alterTable('ledger_entries').addColumn('reference', 'text').execute();
  // Every member account's entry, also those written before 0018 copied the type.
  await sql`
    update ledger_entries set
      type = (select t.type from ledger_transactions t where t.id = ledger_entries.transaction_id),
      created_at = (select t.created_at from ledger_transactions t where t.id = ledger_entries.transaction_id),
      reference = (select t.reference from ledger_transactions t where t.id = ledger_entries.transaction_id)
    where account_id in (select a.id from ledger_accounts a where a.owner = 'member')`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('ledger_entries').dropColumn('reference').execute();
  await db.schema.alterTable('ledger_entries').dropColumn('created_at').execute();
}

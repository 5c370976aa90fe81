import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
type AnyDb = Kysely<any>;

/**
 * What the trial clean-up job reads: free-trial members by age, every entry of a transaction
 * (its other side), and a member's launch tickets. Without them each run scans whole tables.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('members_type_created')
    .on('members')
    .columns(['type', 'created_at'])
    .execute();
  await db.schema
    .createIndex('ledger_entries_transaction')
    .on('ledger_entries')
    .column('transaction_id')
    .execute();
  await db.schema
    .createIndex('launch_tickets_member')
    .on('launch_tickets')
    .column('member_id')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('launch_tickets_member').execute();
  await db.schema.dropIndex('ledger_entries_transaction').execute();
  await db.schema.dropIndex('members_type_created').execute();
}

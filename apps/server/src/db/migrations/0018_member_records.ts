import { type Kysely, sql } from 'kysely';
import { bigIntType, notNull } from '../migration-helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
type AnyDb = Kysely<any>;

/**
 * Daily per-member summaries behind the member's records (README "Records and summaries"),
 * kept by the code that writes the rows they sum, in the same database transaction:
 *
 * - member_ledger_days (wallet): per member account, site-local day and ledger transaction
 *   type, the count and sum of the account's entries and the first and last entry id of that
 *   day and type. A type is a value, not a column, so deposits, withdrawals and rebates add
 *   rows when they come, without a migration. The entry ids turn a range of days into a range
 *   of the (account_id, id) index, so the statement never reads outside the asked days.
 * - ledger_entries.type (wallet): the transaction's type, copied on entries of member accounts
 *   only (null on the house's and system's), with a partial index (account_id, type, id), so a
 *   statement filtered by a rare type reads only entries of it.
 * - member_bet_days (play): per member, site-local day the bet was placed, vendor and
 *   category, the settled bets' count, stake and payout (added when a bet settles).
 */
export async function up(db: AnyDb): Promise<void> {
  const big = bigIntType(db);
  await db.schema
    .createTable('member_ledger_days')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('ledger_accounts.id'))
    .addColumn('day', 'text', notNull)
    .addColumn('type', 'text', notNull)
    .addColumn('entries', 'integer', notNull)
    .addColumn('amount', big, notNull)
    .addColumn('first_entry_id', big, notNull)
    .addColumn('last_entry_id', big, notNull)
    .addPrimaryKeyConstraint('member_ledger_days_pk', ['account_id', 'day', 'type'])
    .execute();

  await db.schema.alterTable('ledger_entries').addColumn('type', 'text').execute();
  await db.schema
    .createIndex('ledger_entries_member_type')
    .on('ledger_entries')
    .columns(['account_id', 'type', 'id'])
    .where(sql.ref('type'), 'is not', null)
    .execute();

  await db.schema
    .createTable('member_bet_days')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('day', 'text', notNull)
    .addColumn('vendor', 'text', notNull)
    .addColumn('category', 'text', notNull)
    .addColumn('bets', 'integer', notNull)
    .addColumn('stake', big, notNull)
    .addColumn('payout', big, notNull)
    .addPrimaryKeyConstraint('member_bet_days_pk', ['member_id', 'day', 'vendor', 'category'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('member_bet_days').execute();
  await db.schema.dropTable('member_ledger_days').execute();
  await db.schema.dropIndex('ledger_entries_member_type').execute();
  await db.schema.alterTable('ledger_entries').dropColumn('type').execute();
}

import { type CreateTableBuilder, type Kysely, sql } from 'kysely';
import { bigIntType, isPostgres, notNull, withId } from '../migration-helpers.js';

/** Transactions and entries grow with every bet: 64-bit ids (SQLite's integer ids already are). */
// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
const withBigId = <T extends string>(db: Kysely<any>, table: CreateTableBuilder<T>) =>
  isPostgres(db) ? table.addColumn('id', 'bigserial', (c) => c.primaryKey()) : withId(db, table);

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  const money = bigIntType(db);
  const time = bigIntType(db);

  // What a new member of the site is credited (minor units); 0 gives nothing.
  await db.schema
    .alterTable('merchants')
    .addColumn('welcome_credit', money, (c) => c.notNull().defaultTo(0))
    .execute();

  // balance is only ever changed together with the entries that explain it (ledger.service).
  await withId(db, db.schema.createTable('ledger_accounts'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('owner', 'text', notNull)
    .addColumn('member_id', 'integer', (c) => c.references('members.id'))
    .addColumn('currency', 'text', notNull)
    .addColumn('kind', 'text', notNull)
    // House accounts are split in shards: every bet locks one, so one row would serialise all
    // bets of a site on PostgreSQL. A member account is always shard 0.
    .addColumn('shard', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('balance', money, (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', time, notNull)
    .addCheckConstraint('ledger_accounts_owner', sql`owner in ('member', 'house', 'system')`)
    .addCheckConstraint('ledger_accounts_member', sql`(owner = 'member') = (member_id is not null)`)
    // The last line of defence: a member account never goes below zero, whatever the code does.
    .addCheckConstraint('ledger_accounts_member_balance', sql`owner <> 'member' or balance >= 0`)
    .addUniqueConstraint('ledger_accounts_member_kind', ['member_id', 'kind'])
    .execute();
  // One house or system account per site, currency, kind and shard (NULL member ids never
  // collide in the member index above).
  await db.schema
    .createIndex('ledger_accounts_site_kind')
    .on('ledger_accounts')
    .columns(['merchant_id', 'owner', 'currency', 'kind', 'shard'])
    .unique()
    .where(sql.ref('owner'), '<>', 'member')
    .execute();

  await withBigId(db, db.schema.createTable('ledger_transactions'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('idempotency_key', 'text', notNull)
    .addColumn('type', 'text', notNull)
    .addColumn('reference', 'text')
    .addColumn('request_hash', 'text', notNull)
    // The first answer, JSON: a replay of the same key answers exactly this.
    .addColumn('answer', 'text', notNull)
    .addColumn('created_at', time, notNull)
    .addUniqueConstraint('ledger_transactions_key', ['merchant_id', 'idempotency_key'])
    .execute();

  await withBigId(db, db.schema.createTable('ledger_entries'))
    .addColumn('transaction_id', bigIntType(db), (c) =>
      c.notNull().references('ledger_transactions.id'),
    )
    .addColumn('account_id', 'integer', (c) => c.notNull().references('ledger_accounts.id'))
    .addColumn('amount', money, notNull)
    .addColumn('balance_after', money, notNull)
    .execute();
  // A member's statement reads its accounts' entries newest first.
  await db.schema
    .createIndex('ledger_entries_account')
    .on('ledger_entries')
    .columns(['account_id', 'id'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ledger_entries').execute();
  await db.schema.dropTable('ledger_transactions').execute();
  await db.schema.dropTable('ledger_accounts').execute();
  await db.schema.alterTable('merchants').dropColumn('welcome_credit').execute();
}

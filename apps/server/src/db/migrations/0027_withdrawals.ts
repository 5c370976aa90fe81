import { type Kysely, sql } from 'kysely';
import { bigIntType, notNull, withId } from '../migration-helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
type AnyDb = Kysely<any>;

/** The withdrawals module's tables (settings, banks, cards, withdrawals) and the turnover module's. */
export async function up(db: AnyDb): Promise<void> {
  const money = bigIntType(db);
  const time = bigIntType(db);

  // Per site: limits of one withdrawal and the amount from which two operators must approve.
  // A site without a row uses defaults.
  await db.schema
    .createTable('withdrawal_settings')
    .addColumn('merchant_id', 'integer', (c) => c.primaryKey().references('merchants.id'))
    .addColumn('min_minor', money, notNull)
    .addColumn('max_minor', money, notNull)
    .addColumn('second_approval_minor', money, notNull)
    .execute();

  // The site's list of banks and e-wallets a member may withdraw to (site data).
  await withId(db, db.schema.createTable('withdrawal_banks'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('code', 'text', notNull)
    .addColumn('name', 'text', notNull)
    .addColumn('kind', 'text', notNull)
    // Digits an account number of this bank has, e.g. 16 to 16, or 9 to 11 for a phone wallet.
    .addColumn('min_digits', 'integer', notNull)
    .addColumn('max_digits', 'integer', notNull)
    .addColumn('sort', 'integer', notNull)
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addCheckConstraint('withdrawal_banks_kind', sql`kind in ('bank', 'ewallet')`)
    .addUniqueConstraint('withdrawal_banks_code', ['merchant_id', 'code'])
    .execute();

  // A member's bank cards and e-wallet accounts; removing one keeps the row (withdrawals name it).
  await withId(db, db.schema.createTable('withdrawal_accounts'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('bank_id', 'integer', (c) => c.notNull().references('withdrawal_banks.id'))
    .addColumn('account_number', 'text', notNull)
    .addColumn('payee_name', 'text', notNull)
    .addColumn('created_at', time, notNull)
    .addColumn('removed_at', time)
    .execute();
  await db.schema
    .createIndex('withdrawal_accounts_live')
    .on('withdrawal_accounts')
    .columns(['member_id', 'bank_id', 'account_number'])
    .unique()
    .where(sql.ref('removed_at'), 'is', null)
    .execute();

  // A withdrawal: its amount sits in the member's held account while status is 'pending'.
  await withId(db, db.schema.createTable('withdrawals'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('withdrawal_accounts.id'))
    .addColumn('amount_minor', money, notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('approvals_needed', 'integer', notNull)
    // Site-local day of the request: the VIP level's limits count per day.
    .addColumn('day', 'text', notNull)
    .addColumn('reason', 'text')
    .addColumn('created_at', time, notNull)
    .addColumn('settled_at', time)
    .addCheckConstraint(
      'withdrawals_status',
      sql`status in ('pending', 'paid', 'rejected', 'cancelled')`,
    )
    .execute();
  await db.schema
    .createIndex('withdrawals_member')
    .on('withdrawals')
    .columns(['member_id', 'id'])
    .execute();
  await db.schema
    .createIndex('withdrawals_status')
    .on('withdrawals')
    .columns(['merchant_id', 'status'])
    .execute();

  // One approval per operator per withdrawal: a second approval is by a different operator.
  await db.schema
    .createTable('withdrawal_approvals')
    .addColumn('withdrawal_id', 'integer', (c) =>
      c.notNull().references('withdrawals.id').onDelete('cascade'),
    )
    .addColumn('operator_id', 'integer', notNull)
    .addColumn('created_at', time, notNull)
    .addPrimaryKeyConstraint('withdrawal_approvals_pk', ['withdrawal_id', 'operator_id'])
    .execute();

  // The timeline: each step of a withdrawal, in order.
  await withId(db, db.schema.createTable('withdrawal_steps'))
    .addColumn('withdrawal_id', 'integer', (c) =>
      c.notNull().references('withdrawals.id').onDelete('cascade'),
    )
    .addColumn('step', 'text', notNull)
    .addColumn('operator_id', 'integer')
    .addColumn('note', 'text')
    .addColumn('created_at', time, notNull)
    .execute();
  await db.schema
    .createIndex('withdrawal_steps_withdrawal')
    .on('withdrawal_steps')
    .columns(['withdrawal_id', 'id'])
    .execute();

  // The turnover module's: per site, the welcome credit's turnover multiplier (0: none).
  await db.schema
    .createTable('turnover_settings')
    .addColumn('merchant_id', 'integer', (c) => c.primaryKey().references('merchants.id'))
    .addColumn('welcome_multiplier', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // Turnover requirements of bonus money (DESIGN "Bonus money"): valid stake after each is
  // consumed oldest first; cleared_at marks those met when none was left.
  await withId(db, db.schema.createTable('turnover_requirements'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('source', 'text', notNull)
    .addColumn('amount_minor', money, notNull)
    .addColumn('created_at', time, notNull)
    .addColumn('cleared_at', time)
    .addUniqueConstraint('turnover_requirements_source', ['member_id', 'source'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('turnover_requirements').execute();
  await db.schema.dropTable('turnover_settings').execute();
  await db.schema.dropTable('withdrawal_steps').execute();
  await db.schema.dropTable('withdrawal_approvals').execute();
  await db.schema.dropTable('withdrawals').execute();
  await db.schema.dropTable('withdrawal_accounts').execute();
  await db.schema.dropTable('withdrawal_banks').execute();
  await db.schema.dropTable('withdrawal_settings').execute();
}

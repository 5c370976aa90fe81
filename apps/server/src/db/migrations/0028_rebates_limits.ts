import type { Kysely } from 'kysely';
import { bigIntType, notNull, withId } from '../migration-helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const big = bigIntType(db);

  // The rebates module's. Site data: each category's base rate and its share of the VIP
  // level's rate (modules/rebates/rates.ts says how they combine).
  await db.schema
    .createTable('rebate_rates')
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('category', 'text', notNull)
    .addColumn('base_bp', 'integer', notNull)
    .addColumn('level_share_percent', 'integer', notNull)
    .addPrimaryKeyConstraint('rebate_rates_pk', ['merchant_id', 'category'])
    .execute();

  // The one accrual: per member, site day and category, how much of the day's valid stake has
  // been paid a rebate already (by either kind), and what was paid for it.
  await db.schema
    .createTable('rebate_accruals')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('day', 'text', notNull)
    .addColumn('category', 'text', notNull)
    .addColumn('merchant_id', 'integer', notNull)
    .addColumn('paid_stake_minor', big, notNull)
    .addColumn('paid_minor', big, notNull)
    .addColumn('updated_at', big, notNull)
    .addPrimaryKeyConstraint('rebate_accruals_pk', ['member_id', 'day', 'category'])
    .execute();

  // Payouts: `seq` counts a member's payouts; (member, seq) is unique, so two payouts that
  // race for the same accrual cannot both be written.
  await withId(db, db.schema.createTable('rebate_payouts'))
    .addColumn('merchant_id', 'integer', notNull)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('seq', 'integer', notNull)
    .addColumn('kind', 'text', notNull)
    .addColumn('valid_stake_minor', big, notNull)
    .addColumn('amount_minor', big, notNull)
    .addColumn('transaction_id', 'integer')
    .addColumn('created_at', big, notNull)
    .addUniqueConstraint('rebate_payouts_member_seq', ['member_id', 'seq'])
    .execute();
  await db.schema
    .createTable('rebate_payout_lines')
    .addColumn('payout_id', 'integer', (c) =>
      c.notNull().references('rebate_payouts.id').onDelete('cascade'),
    )
    .addColumn('category', 'text', notNull)
    .addColumn('valid_stake_minor', big, notNull)
    .addColumn('rate_bp', 'integer', notNull)
    .addColumn('amount_minor', big, notNull)
    .addPrimaryKeyConstraint('rebate_payout_lines_pk', ['payout_id', 'category'])
    .execute();

  // The limits module's: deposit and loss limits, with an increase waiting for its time.
  await db.schema
    .createTable('play_limits')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('kind', 'text', notNull)
    .addColumn('period', 'text', notNull)
    .addColumn('amount_minor', big)
    .addColumn('pending', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pending_amount_minor', big)
    .addColumn('pending_from', big)
    .addColumn('updated_at', big, notNull)
    .addPrimaryKeyConstraint('play_limits_pk', ['member_id', 'kind', 'period'])
    .execute();
  await withId(db, db.schema.createTable('play_restrictions'))
    .addColumn('merchant_id', 'integer', notNull)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('kind', 'text', notNull)
    .addColumn('starts_at', big, notNull)
    .addColumn('ends_at', big, notNull)
    .execute();
  await db.schema
    .createIndex('play_restrictions_member')
    .on('play_restrictions')
    .columns(['member_id', 'ends_at'])
    .execute();
  await db.schema
    .createTable('reality_checks')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id'))
    .addColumn('minutes', 'integer', notNull)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'reality_checks',
    'play_restrictions',
    'play_limits',
    'rebate_payout_lines',
    'rebate_payouts',
    'rebate_accruals',
    'rebate_rates',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

import type { Kysely } from 'kysely';
import { bigIntType, notNull, withId } from '../migration-helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
type AnyDb = Kysely<any>;

/**
 * Agents' rates and commission (the rebates module's; docs/agent-rates.md "Rates and commission").
 * A member's rates are one row: its prize group and category rates (JSON, category -> bp), and
 * the defaults it gives new direct members; a value it lacks is its upline's. Commission lines
 * keep the exact amount in ten-thousandths of a minor unit, so a day is rounded once.
 */
export async function up(db: AnyDb): Promise<void> {
  const big = bigIntType(db);
  await db.schema
    .createTable('agent_rates')
    .addColumn('member_id', 'integer', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', notNull)
    .addColumn('prize_group', 'integer')
    .addColumn('rebates', 'text', notNull)
    .addColumn('default_prize_group', 'integer')
    .addColumn('default_rebates', 'text', notNull)
    .addColumn('updated_at', big, notNull)
    .execute();
  // Who changed whose rates, from what to what (an agent's own audit trail).
  await withId(db, db.schema.createTable('agent_rate_changes'))
    .addColumn('merchant_id', 'integer', notNull)
    .addColumn('agent_id', 'integer', notNull)
    .addColumn('member_id', 'integer', notNull)
    .addColumn('before_json', 'text', notNull)
    .addColumn('after_json', 'text', notNull)
    .addColumn('created_at', big, notNull)
    .execute();
  await db.schema
    .createIndex('agent_rate_changes_member')
    .on('agent_rate_changes')
    .columns(['member_id', 'created_at'])
    .execute();
  // One line per agent, site day, category and direct member on the path.
  await db.schema
    .createTable('agent_commission_lines')
    .addColumn('agent_id', 'integer', notNull)
    .addColumn('day', 'text', notNull)
    .addColumn('category', 'text', notNull)
    .addColumn('downline_id', 'integer', notNull)
    .addColumn('merchant_id', 'integer', notNull)
    .addColumn('valid_stake_minor', big, notNull)
    .addColumn('amount_e4', big, notNull)
    .addPrimaryKeyConstraint('agent_commission_lines_pk', [
      'agent_id',
      'day',
      'category',
      'downline_id',
    ])
    .execute();
  // One payment per agent and site day: the key that keeps two processes from paying twice.
  await db.schema
    .createTable('agent_commission_payouts')
    .addColumn('agent_id', 'integer', notNull)
    .addColumn('day', 'text', notNull)
    .addColumn('merchant_id', 'integer', notNull)
    .addColumn('valid_stake_minor', big, notNull)
    .addColumn('amount_minor', big, notNull)
    .addColumn('transaction_id', 'integer')
    .addColumn('created_at', big, notNull)
    .addPrimaryKeyConstraint('agent_commission_payouts_pk', ['agent_id', 'day'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'agent_commission_payouts',
    'agent_commission_lines',
    'agent_rate_changes',
    'agent_rates',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

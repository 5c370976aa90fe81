import type { Kysely } from 'kysely';
import { bigIntType, notNull, withId } from '../migration-helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
type AnyDb = Kysely<any>;

/**
 * Red envelope rain: rounds an operator schedules and the envelopes members open. A round keeps
 * what is left of its budget and envelopes, taken in the transaction that pays each claim, so
 * concurrent claims never pay past the budget; one claim per member and round by a unique key.
 */
export async function up(db: AnyDb): Promise<void> {
  const big = bigIntType(db);
  await withId(db, db.schema.createTable('red_rain_rounds'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    // Only this agent's team (and the agent) may claim; null: every member of the site.
    .addColumn('agent_id', 'integer', (c) => c.references('members.id'))
    .addColumn('starts_at', big, notNull)
    .addColumn('ends_at', big, notNull)
    .addColumn('budget_minor', big, notNull)
    .addColumn('envelopes', 'integer', (c) => c.notNull())
    .addColumn('remaining_minor', big, notNull)
    .addColumn('envelopes_left', 'integer', (c) => c.notNull())
    .addColumn('min_deposit_minor', big, notNull)
    .addColumn('min_valid_stake_minor', big, notNull)
    .addColumn('turnover_multiplier', 'integer', (c) => c.notNull())
    .addColumn('stopped_at', big)
    .addColumn('created_at', big, notNull)
    .execute();
  // The open or next round of a site: rounds by end time.
  await db.schema
    .createIndex('red_rain_rounds_site_end')
    .on('red_rain_rounds')
    .columns(['merchant_id', 'ends_at'])
    .execute();
  await withId(db, db.schema.createTable('red_rain_claims'))
    .addColumn('round_id', 'integer', (c) => c.notNull().references('red_rain_rounds.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('amount_minor', big, notNull)
    .addColumn('turnover_minor', big, notNull)
    .addColumn('transaction_id', big)
    .addColumn('created_at', big, notNull)
    .addUniqueConstraint('red_rain_claims_round_member', ['round_id', 'member_id'])
    .execute();
  await db.schema
    .createIndex('red_rain_claims_member')
    .on('red_rain_claims')
    .columns(['member_id', 'created_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('red_rain_claims').execute();
  await db.schema.dropTable('red_rain_rounds').execute();
}

import { type Kysely, sql } from 'kysely';
import { bigIntType, notNull, withId } from '../migration-helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
type AnyDb = Kysely<any>;

/**
 * Agents' contracts (the contracts module's): daily salary, dividend and hourly salary offered
 * by an upline (null: the operator) to a direct sub-agent, and each period's run of one.
 */
export async function up(db: AnyDb): Promise<void> {
  const big = bigIntType(db);
  await withId(db, db.schema.createTable('agent_contracts'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('offered_by', 'integer', (c) => c.references('members.id'))
    .addColumn('kind', 'text', notNull)
    .addColumn('state', 'text', notNull)
    /** The terms as the offer carried them (JSON of the contract's ContractTerms). */
    .addColumn('terms', 'text', notNull)
    .addColumn('created_at', big, notNull)
    .addColumn('decided_at', big)
    .execute();
  // One offer waiting per member and kind: two uplines' clicks cannot both leave one.
  await sql`create unique index agent_contracts_one_offer on agent_contracts (member_id, kind)
    where state = 'offered'`.execute(db);
  await sql`create unique index agent_contracts_one_live on agent_contracts (member_id, kind)
    where state = 'accepted'`.execute(db);
  // The jobs read the accepted contracts of a kind.
  await db.schema
    .createIndex('agent_contracts_kind_state')
    .on('agent_contracts')
    .columns(['kind', 'state'])
    .execute();

  // A period is run once per contract: (contract, period) is the run's idempotency key.
  await withId(db, db.schema.createTable('agent_contract_runs'))
    .addColumn('contract_id', 'integer', (c) => c.notNull().references('agent_contracts.id'))
    .addColumn('period', 'text', notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('valid_stake_minor', big, notNull)
    .addColumn('active_members', 'integer', notNull)
    .addColumn('net_loss_minor', big, notNull)
    .addColumn('carry_in_minor', big, notNull)
    /** What this period leaves to the next dividend period: 0 or a negative net loss. */
    .addColumn('carry_out_minor', big, notNull)
    .addColumn('due_minor', big, notNull)
    .addColumn('paid_minor', big, notNull)
    .addColumn('transaction_id', 'integer')
    .addColumn('created_at', big, notNull)
    .addUniqueConstraint('agent_contract_runs_period', ['contract_id', 'period'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('agent_contract_runs').execute();
  await db.schema.dropTable('agent_contracts').execute();
}

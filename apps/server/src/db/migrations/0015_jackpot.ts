import type { Kysely } from 'kysely';
import { bigIntType, notNull, withId } from '../migration-helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations never depend on the current schema types
type AnyDb = Kysely<any>;

/**
 * The progressive jackpot (modules/jackpot). Its money lives in the ledger (pool accounts of
 * kind `jackpot`); these tables keep the terms each site sets and the hits rounds drew.
 */
export async function up(db: AnyDb): Promise<void> {
  const big = bigIntType(db);

  // One pool per site (in its currency). `generation` counts the pool's payouts: a hit is drawn
  // against one generation, and a generation is paid once.
  await withId(db, db.schema.createTable('jackpot_pools'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').unique())
    .addColumn('contribution_bp', 'integer', notNull)
    .addColumn('hit_odds', big, notNull)
    .addColumn('seed_minor', big, notNull)
    .addColumn('generation', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', big, notNull)
    .addColumn('updated_at', big, notNull)
    .execute();

  // A hit a real-money slot round drew, written with the round; paid (or void, when another hit
  // of its generation was paid first) in a transaction of its own after the round commits.
  await withId(db, db.schema.createTable('jackpot_hits'))
    .addColumn('pool_id', 'integer', (c) => c.notNull().references('jackpot_pools.id'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('round_id', 'text', notNull)
    .addColumn('generation', 'integer', notNull)
    .addColumn('drawn_at', big, notNull)
    .addColumn('settled_at', big)
    .addColumn('amount', big)
    .addColumn('outcome', 'text')
    .addUniqueConstraint('jackpot_hits_round', ['pool_id', 'round_id'])
    .execute();
  await db.schema
    .createIndex('jackpot_hits_unsettled')
    .on('jackpot_hits')
    .columns(['settled_at', 'id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('jackpot_hits').execute();
  await db.schema.dropTable('jackpot_pools').execute();
}

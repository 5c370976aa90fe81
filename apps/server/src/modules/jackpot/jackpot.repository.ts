import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type {
  JackpotHitOutcome,
  JackpotHitRow,
  JackpotHitsTable,
  JackpotPoolRow,
  JackpotPoolsTable,
} from './jackpot.tables.js';

/** SQL of the jackpot's own tables; the pool's money is the wallet's. */

type Db = Kysely<Database>;

export const findPool = (db: Db, merchantId: number): Promise<JackpotPoolRow | undefined> =>
  db
    .selectFrom('jackpot_pools')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();

/** Creates the site's pool unless it has one. */
export const insertPoolIfMissing = (db: Db, row: Insertable<JackpotPoolsTable>) =>
  db
    .insertInto('jackpot_pools')
    .values(row)
    .onConflict((oc) => oc.column('merchant_id').doNothing())
    .execute();

export const updatePoolTerms = (
  db: Db,
  id: number,
  terms: Pick<
    JackpotPoolRow,
    'contribution_bp' | 'hit_odds' | 'seed_minor' | 'min_stake_minor' | 'updated_at'
  >,
) => db.updateTable('jackpot_pools').set(terms).where('id', '=', id).execute();

/**
 * Moves the pool past `generation` if it is still there: true for the one caller that pays it.
 * On PostgreSQL a concurrent caller waits for the first to end, then finds it moved.
 */
export const advanceGeneration = async (db: Db, id: number, generation: number, now: number) => {
  const moved = await db
    .updateTable('jackpot_pools')
    .set({ generation: generation + 1, updated_at: now })
    .where('id', '=', id)
    .where('generation', '=', generation)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
};

/** Records a round's hit; a round hits at most once (the same round again adds nothing). */
export const insertHit = (db: Db, row: Insertable<JackpotHitsTable>) =>
  db
    .insertInto('jackpot_hits')
    .values(row)
    .onConflict((oc) => oc.columns(['pool_id', 'round_id']).doNothing())
    .returning('id')
    .executeTakeFirst();

/** Takes an unsettled hit for settling; undefined when another caller settled it already. */
export const takeHit = (db: Db, id: number, now: number): Promise<JackpotHitRow | undefined> =>
  db
    .updateTable('jackpot_hits')
    .set({ settled_at: now })
    .where('id', '=', id)
    .where('settled_at', 'is', null)
    .returningAll()
    .executeTakeFirst();

export const recordHitOutcome = (db: Db, id: number, outcome: JackpotHitOutcome, amount: number) =>
  db.updateTable('jackpot_hits').set({ outcome, amount }).where('id', '=', id).execute();

/** Hits still waiting for their payout (a process stopped between a round and its payout). */
export const findUnsettledHits = (db: Db, limit: number) =>
  db
    .selectFrom('jackpot_hits')
    .select('id')
    .where('settled_at', 'is', null)
    .orderBy('id')
    .limit(limit)
    .execute();

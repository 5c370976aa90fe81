import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { FairSeedRow } from './play.tables.js';

/** The provably fair seed of each member's next round of an in-house game. */

type Db = Kysely<Database>;

export const findFairSeed = (db: Db, memberId: number, gameId: number) =>
  db
    .selectFrom('fair_seeds')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('game_id', '=', gameId)
    .executeTakeFirst();

/** Stores a first seed unless a concurrent request just did. */
export const insertFairSeedIfMissing = (db: Db, row: FairSeedRow) =>
  db
    .insertInto('fair_seeds')
    .values(row)
    .onConflict((oc) => oc.columns(['member_id', 'game_id']).doNothing())
    .execute();

/**
 * Replaces the seed a round used with the next one; true when this call did it (the nonce is
 * still the one the round read), false when another round got there first.
 */
export const rotateFairSeed = async (
  db: Db,
  used: Pick<FairSeedRow, 'member_id' | 'game_id' | 'nonce'>,
  next: Pick<FairSeedRow, 'server_seed' | 'client_seed' | 'created_at'>,
): Promise<boolean> => {
  const result = await db
    .updateTable('fair_seeds')
    .set({ ...next, nonce: used.nonce + 1 })
    .where('member_id', '=', used.member_id)
    .where('game_id', '=', used.game_id)
    .where('nonce', '=', used.nonce)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

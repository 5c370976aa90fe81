import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Rows that belong to members: favourites and launches (recent games). */

type Db = Kysely<Database>;

/** A visible game's id and vendor, for checks before a member's row points at it. */
export const findGameVendor = (db: Db, gameId: number) =>
  db
    .selectFrom('games as g')
    .innerJoin('vendors as v', 'v.id', 'g.vendor_id')
    .select(['g.id', 'v.code as vendor'])
    .where('g.id', '=', gameId)
    .executeTakeFirst();

/** Adds a favourite; adding it again changes nothing. */
export const insertFavourite = (db: Db, memberId: number, gameId: number, at: number) =>
  db
    .insertInto('favourites')
    .values({ member_id: memberId, game_id: gameId, created_at: at })
    .onConflict((oc) => oc.columns(['member_id', 'game_id']).doNothing())
    .execute();

export const deleteFavourite = (db: Db, memberId: number, gameId: number) =>
  db
    .deleteFrom('favourites')
    .where('member_id', '=', memberId)
    .where('game_id', '=', gameId)
    .execute();

/** Every favourite game id of a member (bounded by the catalogue), latest first. */
export const findFavouriteIds = async (db: Db, memberId: number): Promise<number[]> => {
  const rows = await db
    .selectFrom('favourites')
    .select('game_id')
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => r.game_id);
};

/**
 * The games a member launched, each once, the latest launch first (bounded by the catalogue).
 * Launches in the same millisecond keep their order by the launch sequence (the row id).
 */
export const findRecentGameIds = async (db: Db, memberId: number): Promise<number[]> => {
  const rows = await db
    .selectFrom('game_launches')
    .select([
      'game_id',
      (eb) => eb.fn.max('launched_at').as('last'),
      (eb) => eb.fn.max('id').as('sequence'),
    ])
    .where('member_id', '=', memberId)
    .groupBy('game_id')
    .orderBy('last', 'desc')
    .orderBy('sequence', 'desc')
    .execute();
  return rows.map((r) => r.game_id);
};

/** Called by the launch: the recent-games list reads these. */
export const insertLaunch = (db: Db, memberId: number, gameId: number, at: number) =>
  db
    .insertInto('game_launches')
    .values({ member_id: memberId, game_id: gameId, launched_at: at })
    .execute();

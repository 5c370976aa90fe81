import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { NewBetRecord } from './catalogue-tables.js';

/** Rows that belong to members: favourites, launches (recent games), bet records (winners). */

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

/** The games a member launched, each once, the latest launch first (bounded by the catalogue). */
export const findRecentGameIds = async (db: Db, memberId: number): Promise<number[]> => {
  const rows = await db
    .selectFrom('game_launches')
    .select(['game_id', (eb) => eb.fn.max('launched_at').as('last')])
    .where('member_id', '=', memberId)
    .groupBy('game_id')
    .orderBy('last', 'desc')
    .orderBy('game_id', 'desc')
    .execute();
  return rows.map((r) => r.game_id);
};

/** Called by the launch: the recent-games list reads these. */
export const insertLaunch = (db: Db, memberId: number, gameId: number, at: number) =>
  db
    .insertInto('game_launches')
    .values({ member_id: memberId, game_id: gameId, launched_at: at })
    .execute();

/** Written by vendor code; a second report of the same vendor round is ignored. */
export const insertBetRecord = (db: Db, record: NewBetRecord) =>
  db
    .insertInto('bet_records')
    .values(record)
    .onConflict((oc) => oc.columns(['vendor', 'round_id']).doNothing())
    .execute();

export interface WinnerRow {
  win: number;
  settled_at: number;
  username: string;
  game_id: number;
  category: string;
  vendor: string;
  name: string | null;
  total: number;
}

/** Settled wins of a site since `since`, highest first (newest first among equal wins). */
export const findWinnerPage = async (
  db: Db,
  query: { siteId: number; since: number; category?: string | undefined; language: string },
  page: { limit: number; offset: number },
): Promise<{ rows: WinnerRow[]; total: number }> => {
  const base = db
    .selectFrom('bet_records as b')
    .innerJoin('members as m', 'm.id', 'b.member_id')
    .innerJoin('games as g', 'g.id', 'b.game_id')
    .innerJoin('vendors as v', 'v.id', 'g.vendor_id')
    .where('b.merchant_id', '=', query.siteId)
    .where('b.win', '>', 0)
    .where('b.settled_at', '>=', query.since)
    .$if(query.category !== undefined, (q) => q.where('g.category', '=', query.category as string));
  const rows = await base
    .leftJoin('game_translations as tl', (j) =>
      j.onRef('tl.game_id', '=', 'g.id').on('tl.language', '=', query.language),
    )
    .leftJoin('game_translations as te', (j) =>
      j.onRef('te.game_id', '=', 'g.id').on('te.language', '=', 'EN'),
    )
    .select([
      'b.win',
      'b.settled_at',
      'm.username',
      'g.id as game_id',
      'g.category',
      'v.code as vendor',
      sql<string | null>`coalesce(tl.name, te.name)`.as('name'),
      sql<number>`count(*) over ()`.as('total'),
    ])
    .orderBy('b.win', 'desc')
    .orderBy('b.settled_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  if (rows.length > 0 || page.offset === 0) {
    return { rows: rows as WinnerRow[], total: Number(rows[0]?.total ?? 0) };
  }
  const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return { rows: [], total: Number(counted?.n ?? 0) };
};

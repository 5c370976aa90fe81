import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { DrawStatus, NewLotteryDraw } from './draws.tables.js';

type Db = Kysely<Database>;

/** Adds a draw unless its game has that number already; the new id, or null. */
export const insertDrawRow = async (db: Db, row: NewLotteryDraw): Promise<number | null> => {
  const inserted = await db
    .insertInto('lottery_draws')
    .values(row)
    .onConflict((oc) => oc.columns(['game_id', 'draw_no']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
};

/** The numbers among `drawNos` a game has draws of. */
export const findExistingDrawNos = async (
  db: Db,
  gameId: number,
  drawNos: readonly string[],
): Promise<Set<string>> => {
  if (drawNos.length === 0) return new Set();
  const rows = await db
    .selectFrom('lottery_draws')
    .select('draw_no')
    .where('game_id', '=', gameId)
    .where('draw_no', 'in', drawNos)
    .execute();
  return new Set(rows.map((r) => r.draw_no));
};

export const findDrawRow = (db: Db, id: number) =>
  db.selectFrom('lottery_draws').selectAll().where('id', '=', id).executeTakeFirst();

export const findDrawRowByNo = (db: Db, gameId: number, drawNo: string) =>
  db
    .selectFrom('lottery_draws')
    .selectAll()
    .where('game_id', '=', gameId)
    .where('draw_no', '=', drawNo)
    .executeTakeFirst();

/** Closes the sales of every open draw whose closing time has come. */
export const closeDueRows = (db: Db, now: number) =>
  db
    .updateTable('lottery_draws')
    .set({ status: 'closed' })
    .where('status', '=', 'open')
    .where('closes_at', '<=', now)
    .execute();

/** Ids of draws in `statuses` whose draw time is in [from, to], oldest first. */
export const findDrawIdsDue = async (
  db: Db,
  statuses: readonly DrawStatus[],
  window: { from?: number; to: number },
  limit: number,
): Promise<number[]> => {
  let query = db
    .selectFrom('lottery_draws')
    .select('id')
    .where('status', 'in', statuses)
    .where('draw_at', '<=', window.to);
  if (window.from !== undefined) query = query.where('draw_at', '>', window.from);
  const rows = await query.orderBy('draw_at').orderBy('id').limit(limit).execute();
  return rows.map((r) => r.id);
};

/** Writes a draw's result while it is closed; false when someone drew it first. */
export const markDrawnRow = async (
  db: Db,
  id: number,
  drawn: { seed: string; result: string; drawn_at: number; late: number },
): Promise<boolean> => {
  const updated = await db
    .updateTable('lottery_draws')
    .set({ status: 'drawn', ...drawn })
    .where('id', '=', id)
    .where('status', '=', 'closed')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
};

export const markSettledRow = async (db: Db, id: number, at: number): Promise<boolean> => {
  const updated = await db
    .updateTable('lottery_draws')
    .set({ status: 'settled', settled_at: at })
    .where('id', '=', id)
    .where('status', '=', 'drawn')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
};

/** Cancels a draw not drawn yet; false when it was drawn or cancelled meanwhile. */
export const markCancelledRow = async (
  db: Db,
  id: number,
  cancelled: { cancel_reason: string; seed: string | null },
): Promise<boolean> => {
  const updated = await db
    .updateTable('lottery_draws')
    .set({ status: 'cancelled', ...cancelled })
    .where('id', '=', id)
    .where('status', 'in', ['open', 'closed'])
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
};

/** A game's draws whose time is in [from, to) and that are over (drawn, settled, cancelled). */
export const findFinishedDrawRows = (
  db: Db,
  gameId: number,
  range: { from: number; to: number },
  page: { offset: number; limit: number },
) =>
  db
    .selectFrom('lottery_draws')
    .selectAll()
    .where('game_id', '=', gameId)
    .where('status', 'in', ['drawn', 'settled', 'cancelled'])
    .where('draw_at', '>=', range.from)
    .where('draw_at', '<', range.to)
    .orderBy('draw_at', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();

export const countFinishedDraws = async (
  db: Db,
  gameId: number,
  range: { from: number; to: number },
): Promise<number> => {
  const row = await db
    .selectFrom('lottery_draws')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('game_id', '=', gameId)
    .where('status', 'in', ['drawn', 'settled', 'cancelled'])
    .where('draw_at', '>=', range.from)
    .where('draw_at', '<', range.to)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/** The games' draws still selling at `now` (open, not yet closing), soonest first. */
export const findSellingDrawRows = async (db: Db, gameIds: readonly number[], now: number) => {
  if (gameIds.length === 0) return [];
  return db
    .selectFrom('lottery_draws')
    .selectAll()
    .where('game_id', 'in', gameIds)
    .where('status', '=', 'open')
    .where('closes_at', '>', now)
    .orderBy('closes_at')
    .execute();
};

/** The latest drawn (or settled) draw of each game. */
export const findLastDrawnRows = (db: Db, gameIds: readonly number[]) => {
  if (gameIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('lottery_draws as d')
    .selectAll('d')
    .where('d.game_id', 'in', gameIds)
    .where('d.status', 'in', ['drawn', 'settled'])
    .where((eb) =>
      eb(
        'd.draw_at',
        '=',
        eb
          .selectFrom('lottery_draws as e')
          .select((e) => e.fn.max('e.draw_at').as('m'))
          .whereRef('e.game_id', '=', 'd.game_id')
          .where('e.status', 'in', ['drawn', 'settled']),
      ),
    )
    .execute();
};

/** A game's first draw whose time is in [from, to), any status (a daily game's draw of a day). */
export const findFirstDrawRowBetween = (db: Db, gameId: number, from: number, to: number) =>
  db
    .selectFrom('lottery_draws')
    .selectAll()
    .where('game_id', '=', gameId)
    .where('draw_at', '>=', from)
    .where('draw_at', '<', to)
    .orderBy('draw_at')
    .limit(1)
    .executeTakeFirst();

/** The games' next draws whose sales are closed and that are not yet drawn, soonest first. */
export const findClosedAheadRows = async (db: Db, gameIds: readonly number[]) => {
  if (gameIds.length === 0) return [];
  return db
    .selectFrom('lottery_draws')
    .selectAll()
    .where('game_id', 'in', gameIds)
    .where('status', 'in', ['open', 'closed'])
    .orderBy('draw_at')
    .execute();
};

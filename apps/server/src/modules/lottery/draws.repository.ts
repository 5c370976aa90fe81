import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { DrawStatus, NewLotteryDraw, NewSeedAccess } from './draws.tables.js';

type Db = Kysely<Database>;

/** Rows per multi-row statement: well under either database's limit of parameters. */
const CHUNK = 200;
const chunksOf = <T>(items: readonly T[]): T[][] => {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) chunks.push(items.slice(i, i + CHUNK));
  return chunks;
};

/** Adds draws whose numbers their game has not; the new ones' ids by number. */
export const insertDrawRows = async (
  db: Db,
  rows: readonly NewLotteryDraw[],
): Promise<Map<string, number>> => {
  const ids = new Map<string, number>();
  for (const chunk of chunksOf(rows)) {
    const inserted = await db
      .insertInto('lottery_draws')
      .values(chunk)
      .onConflict((oc) => oc.columns(['game_id', 'draw_no']).doNothing())
      .returning(['id', 'draw_no'])
      .execute();
    for (const r of inserted) ids.set(r.draw_no, r.id);
  }
  return ids;
};

export const insertSeedAccessRows = async (db: Db, rows: readonly NewSeedAccess[]) => {
  for (const chunk of chunksOf(rows))
    await db.insertInto('lottery_seed_access').values(chunk).execute();
};

export const findDrawRowsByIds = async (db: Db, ids: readonly number[]) => {
  const rows = [];
  for (const chunk of chunksOf(ids)) {
    rows.push(
      ...(await db.selectFrom('lottery_draws').selectAll().where('id', 'in', chunk).execute()),
    );
  }
  return rows;
};

export interface DrawnFields {
  seed: string;
  result: string;
  drawn_at: number;
  late: number;
}

/** `case id when <id> then <value> ... end`, typed for PostgreSQL's sake. */
const byId = <K extends keyof DrawnFields>(
  rows: readonly ({ id: number } & DrawnFields)[],
  field: K,
  type: 'text' | 'bigint' | 'integer',
): RawBuilder<DrawnFields[K]> =>
  sql<DrawnFields[K]>`case ${sql.ref('id')} ${sql.join(
    rows.map((r) => sql`when ${r.id} then cast(${r[field]} as ${sql.raw(type)})`),
    sql` `,
  )} end`;

/**
 * Writes many draws' results at once (the seed's past day), each only while closed: the same
 * change as markDrawnRow, a few statements for hundreds of draws. Answers how many it drew.
 */
export const markDrawnRows = async (
  db: Db,
  rows: readonly ({ id: number } & DrawnFields)[],
): Promise<number> => {
  let drawn = 0;
  for (const chunk of chunksOf(rows)) {
    const updated = await db
      .updateTable('lottery_draws')
      .set({
        status: 'drawn',
        seed: byId(chunk, 'seed', 'text'),
        result: byId(chunk, 'result', 'text'),
        drawn_at: byId(chunk, 'drawn_at', 'bigint'),
        late: byId(chunk, 'late', 'integer'),
      })
      .where(
        'id',
        'in',
        chunk.map((r) => r.id),
      )
      .where('status', '=', 'closed')
      .executeTakeFirst();
    drawn += Number(updated.numUpdatedRows);
  }
  return drawn;
};

/** Marks drawn draws settled at `at` (the seed's draws nobody bet on). */
export const markSettledRows = async (db: Db, ids: readonly number[], at: number) => {
  for (const chunk of chunksOf(ids)) {
    await db
      .updateTable('lottery_draws')
      .set({ status: 'settled', settled_at: at })
      .where('id', 'in', chunk)
      .where('status', '=', 'drawn')
      .execute();
  }
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
  options: { skipPendingCancel?: boolean } = {},
): Promise<number[]> => {
  let query = db
    .selectFrom('lottery_draws')
    .select('id')
    .where('status', 'in', statuses)
    .where('draw_at', '<=', window.to);
  if (window.from !== undefined) query = query.where('draw_at', '>', window.from);
  if (options.skipPendingCancel) {
    query = query.where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('lottery_draw_cancels as c')
            .select('c.id')
            .whereRef('c.draw_id', '=', 'lottery_draws.id')
            .where('c.status', '=', 'pending'),
        ),
      ),
    );
  }
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

/**
 * The latest drawn (or settled) draw of each game: one query per game, each walking the
 * (game_id, draw_at) index backwards (a correlated max() over thousands of draws was slow).
 */
export const findLastDrawnRows = async (db: Db, gameIds: readonly number[]) => {
  const rows = await Promise.all(
    gameIds.map((gameId) =>
      db
        .selectFrom('lottery_draws')
        .selectAll()
        .where('game_id', '=', gameId)
        .where('status', 'in', ['drawn', 'settled'])
        .orderBy('draw_at', 'desc')
        .limit(1)
        .executeTakeFirst(),
    ),
  );
  return rows.filter((r) => r !== undefined);
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

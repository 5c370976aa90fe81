import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { gameIdsOfCategory } from '../games/index.js';
import type { BetRecordsTable, NewBetRecord } from './play.tables.js';

/** Rounds are bet_records rows: the record every vendor's round leaves. */

type Db = Kysely<Database>;
export type RoundRow = Selectable<BetRecordsTable>;

/** A round by its vendor's round id (unique per vendor). */
export const findRound = (db: Db, vendor: string, roundId: string): Promise<RoundRow | undefined> =>
  db
    .selectFrom('bet_records')
    .selectAll()
    .where('vendor', '=', vendor)
    .where('round_id', '=', roundId)
    .executeTakeFirst();

/**
 * The member's open interactive round of a vendor (at most one). Bets on scheduled matches stay
 * open until their match ends and are not counted: a member may hold many (DESIGN.md "Pending
 * bets").
 */
export const findOpenRound = (db: Db, memberId: number, vendor: string) =>
  db
    .selectFrom('bet_records')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('vendor', '=', vendor)
    .where('settled_at', 'is', null)
    .where('match_id', 'is', null)
    .executeTakeFirst();

/** A round another vendor reports; a second report of the same vendor round is ignored. */
export const insertBetRecord = (db: Db, record: NewBetRecord) =>
  db
    .insertInto('bet_records')
    .values(record)
    .onConflict((oc) => oc.columns(['vendor', 'round_id']).doNothing())
    .execute();

/** Inserts a round; a second open round of the member's vendor or a taken id throws. */
export const insertRound = async (db: Db, row: NewBetRecord): Promise<RoundRow> =>
  db.insertInto('bet_records').values(row).returningAll().executeTakeFirstOrThrow();

/** Settles an open round; null when it was settled already (by a concurrent call). */
export const settleRound = (
  db: Db,
  id: number,
  result: { win: number; outcome: string; settled_at: number },
): Promise<RoundRow | undefined> =>
  db
    .updateTable('bet_records')
    .set(result)
    .where('id', '=', id)
    .where('settled_at', 'is', null)
    .returningAll()
    .executeTakeFirst();

/** A page of rows and the count of all (one window count; a second query past the end). */
const pageWithTotal = async <R>(
  rows: (R & { total: number | string })[],
  offset: number,
  count: () => Promise<number>,
): Promise<{ rows: R[]; total: number }> => {
  if (rows.length > 0 || offset === 0) return { rows, total: Number(rows[0]?.total ?? 0) };
  return { rows: [], total: await count() };
};

/** One page of the member's own records, newest first, optionally of one category. */
export const findRecordPage = async (
  db: Db,
  query: { memberId: number; category: string | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: RoundRow[]; total: number }> => {
  const base = db
    .selectFrom('bet_records')
    .where('member_id', '=', query.memberId)
    .$if(query.category !== undefined, (q) =>
      q.where('game_id', 'in', gameIdsOfCategory(db, query.category as string)),
    );
  const rows = await base
    .selectAll()
    .select(sql<number>`count(*) over ()`.as('total'))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return pageWithTotal(rows, page.offset, async () => {
    const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    return Number(counted?.n ?? 0);
  });
};

/**
 * Settled real-money wins of a site since `since`, highest first (newest first among equal
 * wins). Play money (free trial) is its own book and never reaches the public board.
 */
export const findWinnerPage = async (
  db: Db,
  query: { siteId: number; since: number; category?: string | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: RoundRow[]; total: number }> => {
  const base = db
    .selectFrom('bet_records')
    .where('merchant_id', '=', query.siteId)
    .where('wallet', '=', 'cash')
    .where('win', '>', 0)
    .where('settled_at', '>=', query.since)
    .$if(query.category !== undefined, (q) =>
      q.where('game_id', 'in', gameIdsOfCategory(db, query.category as string)),
    );
  const rows = await base
    .selectAll()
    .select(sql<number>`count(*) over ()`.as('total'))
    .orderBy('win', 'desc')
    .orderBy('settled_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return pageWithTotal(rows, page.offset, async () => {
    const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    return Number(counted?.n ?? 0);
  });
};

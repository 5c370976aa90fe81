import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { BetRecordsTable, NewBetRecord } from '../games/catalogue-tables.js';

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

/** The member's open round of a vendor (at most one), with its game's name. */
export const findOpenRound = (db: Db, memberId: number, vendor: string, language: string) =>
  db
    .selectFrom('bet_records as b')
    .leftJoin('game_translations as tl', (j) =>
      j.onRef('tl.game_id', '=', 'b.game_id').on('tl.language', '=', language),
    )
    .leftJoin('game_translations as te', (j) =>
      j.onRef('te.game_id', '=', 'b.game_id').on('te.language', '=', 'EN'),
    )
    .selectAll('b')
    .select(sql<string>`coalesce(tl.name, te.name, '')`.as('game_name'))
    .where('b.member_id', '=', memberId)
    .where('b.vendor', '=', vendor)
    .where('b.settled_at', 'is', null)
    .executeTakeFirst();

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

export interface RecordRow extends RoundRow {
  category: string;
  game_name: string;
  total: number;
}

/** One page of the member's own records, newest first, optionally of one category. */
export const findRecordPage = async (
  db: Db,
  query: { memberId: number; category: string | undefined; language: string },
  page: { limit: number; offset: number },
): Promise<{ rows: RecordRow[]; total: number }> => {
  const base = db
    .selectFrom('bet_records as b')
    .innerJoin('games as g', 'g.id', 'b.game_id')
    .where('b.member_id', '=', query.memberId)
    .$if(query.category !== undefined, (q) => q.where('g.category', '=', query.category as string));
  const rows = await base
    .leftJoin('game_translations as tl', (j) =>
      j.onRef('tl.game_id', '=', 'g.id').on('tl.language', '=', query.language),
    )
    .leftJoin('game_translations as te', (j) =>
      j.onRef('te.game_id', '=', 'g.id').on('te.language', '=', 'EN'),
    )
    .selectAll('b')
    .select(['g.category', sql<string>`coalesce(tl.name, te.name, g.code)`.as('game_name')])
    .select(sql<number>`count(*) over ()`.as('total'))
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  if (rows.length > 0 || page.offset === 0) {
    return { rows: rows as RecordRow[], total: Number(rows[0]?.total ?? 0) };
  }
  const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return { rows: [], total: Number(counted?.n ?? 0) };
};

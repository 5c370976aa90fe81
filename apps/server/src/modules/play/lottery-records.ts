import { type GameCategory, SITE_LOTTERY_VENDOR } from '@lotto/contract';
import { CompiledQuery } from 'kysely';
import type { Ctx } from '../../context.js';
import { isPostgres } from '../../db/migration-helpers.js';
import { siteDayOf } from '../system/index.js';
import { addTeamBets } from '../team-tree/index.js';
import './play.tables.js';

/**
 * The lottery's settled orders as bet records, so they feed the member's game records, P&L
 * and VIP like any other game's: one bet_records row per order (vendor LOTTERY,
 * round id = order number, on the catalogue game the engine game is linked to) and the
 * member's daily summaries (member_bet_days), written in the settlement's transaction. Rows go
 * in groups, one statement per group, as a draw may settle a hundred thousand orders.
 */

export const LOTTERY_VENDOR = SITE_LOTTERY_VENDOR;

export interface LotteryBetRecord {
  merchantId: number;
  memberId: number;
  /** The catalogue game (LOTT or ELOTT) the engine game is opened from. */
  gameId: number;
  orderNo: string;
  stakeMinor: number;
  winMinor: number;
  createdAt: number;
  settledAt: number;
}

/** Rows per insert: 10 columns each stays far below either database's parameter limit. */
const ROWS_PER_INSERT = 500;

/**
 * The records' insert as plain SQL text, written once per dialect and row count: building a
 * 500-row insert with the query builder cost more than the database's work for it (bench
 * lottery-settle.ts). `?` becomes `$n` on PostgreSQL.
 */
const insertTexts = new Map<string, string>();
const insertTextOf = (db: Ctx['db'], rows: number): string => {
  const pg = isPostgres(db);
  const key = `${pg ? 'pg' : 'sqlite'}:${rows}`;
  let text = insertTexts.get(key);
  if (text === undefined) {
    const row =
      '(?, ?, ?, ?, ?, cast(? as bigint), cast(? as bigint), cast(? as bigint), cast(? as bigint), ?)';
    let n = 0;
    const raw =
      'insert into bet_records (merchant_id, member_id, game_id, vendor, round_id, stake, win, ' +
      `created_at, settled_at, wallet) values ${Array.from({ length: rows }, () => row).join(', ')}`;
    text = pg ? raw.replace(/\?/g, () => `$${++n}`) : raw;
    insertTexts.set(key, text);
  }
  return text;
};

export const recordLotteryBets = async (
  ctx: Ctx,
  category: GameCategory,
  records: readonly LotteryBetRecord[],
): Promise<void> => {
  for (let i = 0; i < records.length; i += ROWS_PER_INSERT) {
    const part = records.slice(i, i + ROWS_PER_INSERT);
    await ctx.db.executeQuery(
      CompiledQuery.raw(
        insertTextOf(ctx.db, part.length),
        part.flatMap((r) => [
          r.merchantId,
          r.memberId,
          r.gameId,
          LOTTERY_VENDOR,
          r.orderNo,
          r.stakeMinor,
          r.winMinor,
          r.createdAt,
          r.settledAt,
          'cash',
        ]),
      ),
    );
  }
  // The daily summaries, one upsert per member and day (the day the order was placed).
  const days = new Map<string, string>();
  const sums = new Map<
    string,
    { memberId: number; day: string; bets: number; stake: number; payout: number }
  >();
  for (const r of records) {
    const dayKey = `${r.merchantId}:${r.createdAt}`;
    let day = days.get(dayKey);
    if (day === undefined) {
      day = await siteDayOf(ctx.db, r.merchantId, r.createdAt);
      days.set(dayKey, day);
    }
    const key = `${r.memberId}|${day}`;
    const sum = sums.get(key) ?? { memberId: r.memberId, day, bets: 0, stake: 0, payout: 0 };
    sum.bets += 1;
    sum.stake += r.stakeMinor;
    sum.payout += r.winMinor;
    sums.set(key, sum);
  }
  const rows = [...sums.values()];
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    // One row per member and day in each statement, so a multi-row upsert never meets itself.
    await ctx.db
      .insertInto('member_bet_days')
      .values(
        rows.slice(i, i + ROWS_PER_INSERT).map((s) => ({
          member_id: s.memberId,
          day: s.day,
          vendor: LOTTERY_VENDOR,
          category,
          bets: s.bets,
          stake: s.stake,
          payout: s.payout,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['member_id', 'day', 'vendor', 'category']).doUpdateSet((eb) => ({
          bets: eb(eb.ref('member_bet_days.bets'), '+', eb.ref('excluded.bets')),
          stake: eb(eb.ref('member_bet_days.stake'), '+', eb.ref('excluded.stake')),
          payout: eb(eb.ref('member_bet_days.payout'), '+', eb.ref('excluded.payout')),
        })),
      )
      .execute();
  }
  await addTeamBets(
    ctx,
    rows.map((s) => ({ ...s, vendor: LOTTERY_VENDOR, category })),
  );
};

import { siteDay } from '../src/modules/system/index.js';
import type { TestApp } from './test-app.js';

/**
 * The members' daily summaries (README "Records and summaries") recomputed from the raw rows,
 * and as stored: a test that plays many rounds expects the two to be equal.
 */

type Db = TestApp['db'];

const sortKeys = <T>(rows: Map<string, T>) =>
  Object.fromEntries([...rows].sort(([a], [b]) => a.localeCompare(b)));

/** Ledger summaries from ledger_entries and ledger_transactions of member accounts. */
export const recomputedLedgerDays = async (db: Db, timeZone: string) => {
  const rows = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .where('a.owner', '=', 'member')
    .select(['e.id', 'e.account_id', 'e.amount', 't.type', 't.created_at'])
    .orderBy('e.id')
    .execute();
  const days = new Map<string, { entries: number; amount: number; first: number; last: number }>();
  for (const r of rows) {
    const key = `${r.account_id}|${siteDay(timeZone, Number(r.created_at))}|${r.type}`;
    const day = days.get(key) ?? { entries: 0, amount: 0, first: Number(r.id), last: 0 };
    day.entries += 1;
    day.amount += Number(r.amount);
    day.last = Number(r.id);
    days.set(key, day);
  }
  return sortKeys(days);
};

export const storedLedgerDays = async (db: Db) => {
  const rows = await db.selectFrom('member_ledger_days').selectAll().execute();
  return sortKeys(
    new Map(
      rows.map((r) => [
        `${r.account_id}|${r.day}|${r.type}`,
        {
          entries: Number(r.entries),
          amount: Number(r.amount),
          first: Number(r.first_entry_id),
          last: Number(r.last_entry_id),
        },
      ]),
    ),
  );
};

/** Bet summaries from the settled bet_records, by the day each bet was placed. */
export const recomputedBetDays = async (db: Db, timeZone: string) => {
  const rows = await db
    .selectFrom('bet_records as b')
    .innerJoin('games as g', 'g.id', 'b.game_id')
    .where('b.settled_at', 'is not', null)
    .select(['b.member_id', 'b.vendor', 'g.category', 'b.stake', 'b.win', 'b.created_at'])
    .execute();
  const days = new Map<string, { bets: number; stake: number; payout: number }>();
  for (const r of rows) {
    const day = siteDay(timeZone, Number(r.created_at));
    const key = `${r.member_id}|${day}|${r.vendor}|${r.category}`;
    const sum = days.get(key) ?? { bets: 0, stake: 0, payout: 0 };
    sum.bets += 1;
    sum.stake += Number(r.stake);
    sum.payout += Number(r.win);
    days.set(key, sum);
  }
  return sortKeys(days);
};

export const storedBetDays = async (db: Db) => {
  const rows = await db.selectFrom('member_bet_days').selectAll().execute();
  return sortKeys(
    new Map(
      rows.map((r) => [
        `${r.member_id}|${r.day}|${r.vendor}|${r.category}`,
        { bets: Number(r.bets), stake: Number(r.stake), payout: Number(r.payout) },
      ]),
    ),
  );
};

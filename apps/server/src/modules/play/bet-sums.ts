import type { GameCategory } from '@lotto/contract';
import type { Ctx } from '../../context.js';
import { validStake } from './valid-stake.js';
import { stakeContributionsOf } from './valid-stake.repository.js';
import './play.tables.js';

/**
 * Bet sums for an agent's team figures: valid stake of stake summed per category (a team's,
 * from the tree's team sums), and direct downlines' own bets from their daily summaries
 * (member_bet_days). Days are site-local, both included.
 */

export interface DayRange {
  from: string;
  to: string;
}

/** Settled stake and payout, minor units. */
export interface BetSums {
  stake: number;
  payout: number;
  validStake: number;
}

export const noBetSums = (): BetSums => ({ stake: 0, payout: 0, validStake: 0 });

const groupBy = <T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> => {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
};

type CategoryRow = {
  category: string;
  stake: number | string | null;
  payout: number | string | null;
};

/**
 * Stake, payout and valid stake of rows summed per category: valid stake through play's one
 * function (DESIGN.md "Valid stake"), one record per category as the records' totals do.
 */
const sumsOf = (rows: readonly CategoryRow[], contributions: Parameters<typeof validStake>[1]) => {
  const records = rows.map((r) => ({
    category: r.category as GameCategory,
    stakeMinor: Number(r.stake ?? 0),
    refundedMinor: 0,
    settled: true,
    market: null,
    selection: null,
  }));
  return {
    stake: records.reduce((n, r) => n + r.stakeMinor, 0),
    payout: rows.reduce((n, r) => n + Number(r.payout ?? 0), 0),
    validStake: validStake(records, contributions),
  };
};

/** Own and other rows of one category as one, so valid stake rounds once per category. */
const mergeCategories = (rows: readonly CategoryRow[]): CategoryRow[] =>
  [...groupBy(rows, (r) => r.category)].map(([category, same]) => ({
    category,
    stake: same.reduce((n, r) => n + Number(r.stake ?? 0), 0),
    payout: same.reduce((n, r) => n + Number(r.payout ?? 0), 0),
  }));

/**
 * Sums with valid stake of rows summed per category elsewhere (teams', from their team sums),
 * per key; a key's rows may repeat a category (a member's own and its team's).
 */
export const betSumsByKey = async <K>(
  ctx: Ctx,
  merchantId: number,
  groups: ReadonlyMap<K, readonly CategoryRow[]>,
): Promise<Map<K, BetSums>> => {
  const contributions = await stakeContributionsOf(ctx, merchantId);
  return new Map(
    [...groups].map(([key, rows]) => [key, sumsOf(mergeCategories(rows), contributions)]),
  );
};

/** Per member: its own settled bets placed on the days, per category (of a vendor if asked). */
export const ownBetCategories = async (
  { db }: Ctx,
  memberIds: readonly number[],
  filter: DayRange & { category?: GameCategory | undefined; vendor?: string | undefined },
): Promise<Map<number, CategoryRow[]>> => {
  const byMember = new Map<number, CategoryRow[]>(memberIds.map((id) => [id, []]));
  if (memberIds.length === 0) return byMember;
  const rows = await db
    .selectFrom('member_bet_days')
    .select((eb) => [
      'member_id',
      'category',
      eb.fn.sum<number>('stake').as('stake'),
      eb.fn.sum<number>('payout').as('payout'),
    ])
    .where('member_id', 'in', [...memberIds])
    .where('day', '>=', filter.from)
    .where('day', '<=', filter.to)
    .$if(filter.category !== undefined, (q) => q.where('category', '=', filter.category ?? ''))
    .$if(filter.vendor !== undefined, (q) => q.where('vendor', '=', filter.vendor ?? ''))
    .groupBy(['member_id', 'category'])
    .execute();
  for (const r of rows) byMember.get(Number(r.member_id))?.push(r);
  return byMember;
};

import type { GameCategory } from '@lotto/contract';
import { sql } from 'kysely';
import type { Ctx } from '../../context.js';
import type { MemberGroupSet, MemberIdSet } from '../../db/member-ids.js';
import { validStake } from './valid-stake.js';
import { stakeContributionsOf } from './valid-stake.repository.js';
import './play.tables.js';

/**
 * Sums of many members' daily bet summaries (member_bet_days) for an agent's team figures: the
 * members come as a subquery (MemberIdSet) or in groups (MemberGroupSet), and each answer is one
 * statement along the summaries' (member_id, day, ...) key. Days are site-local, both included.
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

/** The members' settled bets placed on the days, summed. */
export const sumBetDays = async (
  ctx: Ctx,
  merchantId: number,
  members: MemberIdSet,
  days: DayRange,
): Promise<BetSums> => {
  const rows = await ctx.db
    .selectFrom('member_bet_days')
    .select((eb) => [
      'category',
      eb.fn.sum<number>('stake').as('stake'),
      eb.fn.sum<number>('payout').as('payout'),
    ])
    .where('member_id', 'in', members)
    .where('day', '>=', days.from)
    .where('day', '<=', days.to)
    .groupBy('category')
    .execute();
  return sumsOf(rows, await stakeContributionsOf(ctx, merchantId));
};

/** Per day of the range that has any: the members' sums and how many of them bet. */
export const betSumsByDay = async (
  ctx: Ctx,
  merchantId: number,
  members: MemberIdSet,
  days: DayRange,
): Promise<Map<string, BetSums & { members: number }>> => {
  const rows = await ctx.db
    .selectFrom('member_bet_days')
    .select((eb) => [
      'day',
      'category',
      eb.fn.sum<number>('stake').as('stake'),
      eb.fn.sum<number>('payout').as('payout'),
    ])
    .where('member_id', 'in', members)
    .where('day', '>=', days.from)
    .where('day', '<=', days.to)
    .groupBy(['day', 'category'])
    .execute();
  const contributions = await stakeContributionsOf(ctx, merchantId);
  const byDay = groupBy(rows, (r) => r.day);
  const active = await countBettorsByDay(ctx, members, days);
  return new Map(
    [...byDay].map(([day, dayRows]) => [
      day,
      { ...sumsOf(dayRows, contributions), members: active.get(day) ?? 0 },
    ]),
  );
};

/** How many of the members bet on each day of the range that has any. */
const countBettorsByDay = async ({ db }: Ctx, members: MemberIdSet, days: DayRange) => {
  const rows = await db
    .selectFrom('member_bet_days')
    .select((eb) => ['day', eb.fn.count<number>('member_id').distinct().as('members')])
    .where('member_id', 'in', members)
    .where('day', '>=', days.from)
    .where('day', '<=', days.to)
    .groupBy('day')
    .execute();
  return new Map(rows.map((r) => [r.day, Number(r.members)]));
};

/** 1 on a group's own member's rows, else 0 (grouped on, so each group sums twice at most). */
const ownRow = sql<number>`case when g.group_id = d.member_id then 1 else 0 end`;

export interface GroupBetSums {
  groupId: number;
  /** The group's own member's bets (member_id = group_id). */
  own: BetSums;
  /** Every member's of the group, the own included. */
  all: BetSums;
}

/** The groups' settled bets placed on the days, of a category and vendor if asked. */
export const sumBetDaysByGroup = async (
  ctx: Ctx,
  merchantId: number,
  groups: MemberGroupSet,
  filter: DayRange & { category?: GameCategory | undefined; vendor?: string | undefined },
): Promise<GroupBetSums[]> => {
  const rows = await ctx.db
    .selectFrom('member_bet_days as d')
    .innerJoin(groups.as('g'), 'g.member_id', 'd.member_id')
    .select((eb) => [
      'g.group_id',
      ownRow.as('own'),
      'd.category',
      eb.fn.sum<number>('d.stake').as('stake'),
      eb.fn.sum<number>('d.payout').as('payout'),
    ])
    .where('d.day', '>=', filter.from)
    .where('d.day', '<=', filter.to)
    .$if(filter.category !== undefined, (q) => q.where('d.category', '=', filter.category ?? ''))
    .$if(filter.vendor !== undefined, (q) => q.where('d.vendor', '=', filter.vendor ?? ''))
    .groupBy(['g.group_id', ownRow, 'd.category'])
    .execute();
  const contributions = await stakeContributionsOf(ctx, merchantId);
  return [...groupBy(rows, (r) => Number(r.group_id))].map(([groupId, groupRows]) => ({
    groupId,
    own: sumsOf(
      groupRows.filter((r) => Boolean(Number(r.own))),
      contributions,
    ),
    all: sumsOf(mergeCategories(groupRows), contributions),
  }));
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

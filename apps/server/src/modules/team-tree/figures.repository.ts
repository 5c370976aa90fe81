import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import './sums.tables.js';

type Db = Kysely<Database>;

/** Reads of the team sums: each one index range per ancestor (its key leads with ancestor_id). */

export interface DayRange {
  from: string;
  to: string;
}

export interface BetFilter extends DayRange {
  vendor?: string | undefined;
  category?: string | undefined;
}

const betDays = (db: Db, ancestorIds: readonly number[], filter: BetFilter) =>
  db
    .selectFrom('team_bet_days')
    .where('ancestor_id', 'in', [...ancestorIds])
    .where('day', '>=', filter.from)
    .where('day', '<=', filter.to)
    .$if(filter.vendor !== undefined, (q) => q.where('vendor', '=', filter.vendor ?? ''))
    .$if(filter.category !== undefined, (q) => q.where('category', '=', filter.category ?? ''));

/** Per ancestor and category: the teams' settled stake and payout over the days. */
export const betsByAncestorCategory = (
  db: Db,
  ancestorIds: readonly number[],
  filter: BetFilter,
) =>
  ancestorIds.length === 0
    ? Promise.resolve([])
    : betDays(db, ancestorIds, filter)
        .select((eb) => [
          'ancestor_id',
          'category',
          eb.fn.sum<number>('stake').as('stake'),
          eb.fn.sum<number>('payout').as('payout'),
        ])
        .groupBy(['ancestor_id', 'category'])
        .execute();

/** Per day and category: one team's settled stake and payout. */
export const betsByDayCategory = (db: Db, ancestorId: number, days: DayRange) =>
  betDays(db, [ancestorId], days)
    .select((eb) => [
      'day',
      'category',
      eb.fn.sum<number>('stake').as('stake'),
      eb.fn.sum<number>('payout').as('payout'),
    ])
    .groupBy(['day', 'category'])
    .execute();

const ledgerDays = (db: Db, ancestorIds: readonly number[], days: DayRange) =>
  db
    .selectFrom('team_ledger_days')
    .where('ancestor_id', 'in', [...ancestorIds])
    .where('day', '>=', days.from)
    .where('day', '<=', days.to);

/** Per ancestor and type: the teams' entries of the types over the days. */
export const ledgerByAncestorType = (
  db: Db,
  ancestorIds: readonly number[],
  days: DayRange,
  types: readonly string[],
) =>
  ancestorIds.length === 0
    ? Promise.resolve([])
    : ledgerDays(db, ancestorIds, days)
        .select((eb) => ['ancestor_id', 'type', eb.fn.sum<number>('amount').as('amount')])
        .where('type', 'in', [...types])
        .groupBy(['ancestor_id', 'type'])
        .execute();

/** Per day: one team's entries of the type. */
export const ledgerByDay = (db: Db, ancestorId: number, days: DayRange, type: string) =>
  ledgerDays(db, [ancestorId], days)
    .select((eb) => ['day', eb.fn.sum<number>('amount').as('amount')])
    .where('type', '=', type)
    .groupBy('day')
    .execute();

/**
 * How many of the team were active (of the kind) on any of the days: each such member has one
 * row in the range whose previous active day is before the range (migration 0042).
 */
export const countActive = async (db: Db, ancestorId: number, kind: string, days: DayRange) => {
  const row = await db
    .selectFrom('team_active_days')
    .select((eb) => eb.fn.sum<number>('members').as('members'))
    .where('ancestor_id', '=', ancestorId)
    .where('kind', '=', kind)
    .where('day', '>=', days.from)
    .where('day', '<=', days.to)
    .where('since', '<', days.from)
    .executeTakeFirst();
  return Number(row?.members ?? 0);
};

/** Per day of the range: how many of the team were active (of the kind) that day. */
export const activeByDay = (db: Db, ancestorId: number, kind: string, days: DayRange) =>
  db
    .selectFrom('team_active_days')
    .select((eb) => ['day', eb.fn.sum<number>('members').as('members')])
    .where('ancestor_id', '=', ancestorId)
    .where('kind', '=', kind)
    .where('day', '>=', days.from)
    .where('day', '<=', days.to)
    .groupBy('day')
    .execute();

/** Every member the team ever had joined, less those moved out or removed: its size now. */
export const joinedEver = async (db: Db, ancestorId: number) => {
  const row = await db
    .selectFrom('team_active_days')
    .select((eb) => eb.fn.sum<number>('members').as('members'))
    .where('ancestor_id', '=', ancestorId)
    .where('kind', '=', 'joined')
    .executeTakeFirst();
  return Number(row?.members ?? 0);
};

/** How many settled bets the team placed over the days (of a vendor and category if asked). */
export const countBets = async (db: Db, ancestorId: number, filter: BetFilter) => {
  const row = await betDays(db, [ancestorId], filter)
    .select((eb) => eb.fn.sum<number>('bets').as('bets'))
    .executeTakeFirst();
  return Number(row?.bets ?? 0);
};

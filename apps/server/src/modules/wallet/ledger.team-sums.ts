import type { LedgerTransactionType } from '@lotto/contract';
import { sql } from 'kysely';
import type { Ctx } from '../../context.js';
import type { MemberGroupSet, MemberIdSet } from '../../db/member-ids.js';
import './ledger.tables.js';

/**
 * Many members' money by site day, for an agent's team figures: sums of the daily summaries
 * (member_ledger_days) of the members' accounts, the members given as a subquery or in groups,
 * each answer one statement along the accounts' (member_id, kind) key and the summaries'
 * (account_id, day, type) key. Every kind of account counts, as the type alone says what moved
 * (a withdrawal is paid out of the held account, a deposit lands in cash). Days are site-local,
 * both included; sums are signed (a withdrawal is negative).
 */

interface DayRange {
  from: string;
  to: string;
}

/** The members' entries of each of the types over the days, summed per type. */
export const sumLedgerTypes = async (
  { db }: Ctx,
  members: MemberIdSet,
  days: DayRange,
  types: readonly LedgerTransactionType[],
): Promise<Map<LedgerTransactionType, number>> => {
  const rows = await db
    .selectFrom('member_ledger_days as d')
    .innerJoin('ledger_accounts as a', 'a.id', 'd.account_id')
    .select((eb) => ['d.type', eb.fn.sum<number>('d.amount').as('amount')])
    .where('a.member_id', 'in', members)
    .where('d.day', '>=', days.from)
    .where('d.day', '<=', days.to)
    .where('d.type', 'in', [...types])
    .groupBy('d.type')
    .execute();
  return new Map(rows.map((r) => [r.type, Number(r.amount ?? 0)]));
};

/** The members' entries of one type per day of the range that has any. */
export const sumLedgerTypeByDay = async (
  { db }: Ctx,
  members: MemberIdSet,
  days: DayRange,
  type: LedgerTransactionType,
): Promise<Map<string, number>> => {
  const rows = await db
    .selectFrom('member_ledger_days as d')
    .innerJoin('ledger_accounts as a', 'a.id', 'd.account_id')
    .select((eb) => ['d.day', eb.fn.sum<number>('d.amount').as('amount')])
    .where('a.member_id', 'in', members)
    .where('d.day', '>=', days.from)
    .where('d.day', '<=', days.to)
    .where('d.type', '=', type)
    .groupBy('d.day')
    .execute();
  return new Map(rows.map((r) => [r.day, Number(r.amount ?? 0)]));
};

/** Per group: its own member's and all its members' entries of one type over the days. */
export const sumLedgerTypeByGroup = async (
  { db }: Ctx,
  groups: MemberGroupSet,
  days: DayRange,
  type: LedgerTransactionType,
): Promise<Map<number, { own: number; all: number }>> => {
  const own = sql<number>`case when g.group_id = a.member_id then d.amount else 0 end`;
  const rows = await db
    .selectFrom('member_ledger_days as d')
    .innerJoin('ledger_accounts as a', 'a.id', 'd.account_id')
    .innerJoin(groups.as('g'), 'g.member_id', 'a.member_id')
    .select((eb) => [
      'g.group_id',
      eb.fn.sum<number>(own).as('own'),
      eb.fn.sum<number>('d.amount').as('all'),
    ])
    .where('d.day', '>=', days.from)
    .where('d.day', '<=', days.to)
    .where('d.type', '=', type)
    .groupBy('g.group_id')
    .execute();
  return new Map(
    rows.map((r) => [Number(r.group_id), { own: Number(r.own ?? 0), all: Number(r.all ?? 0) }]),
  );
};

/** Each member's entries of the types per day, every day: what it adds to its teams' sums. */
export const ledgerDaysOfMembers = async (
  { db }: Ctx,
  memberIds: readonly number[],
  types: readonly LedgerTransactionType[],
) =>
  memberIds.length === 0
    ? []
    : (
        await db
          .selectFrom('member_ledger_days as d')
          .innerJoin('ledger_accounts as a', 'a.id', 'd.account_id')
          .select((eb) => [
            'a.member_id',
            'd.day',
            'd.type',
            eb.fn.sum<number>('d.amount').as('amount'),
          ])
          .where('a.member_id', 'in', [...memberIds])
          .where('d.type', 'in', [...types])
          .groupBy(['a.member_id', 'd.day', 'd.type'])
          .execute()
      ).map((r) => ({
        memberId: Number(r.member_id),
        day: r.day,
        type: r.type,
        amount: Number(r.amount ?? 0),
      }));

/** Per member: its own entries of the type over the days (0 where none). */
export const ownLedgerOfMembers = async (
  { db }: Ctx,
  memberIds: readonly number[],
  days: DayRange,
  type: LedgerTransactionType,
): Promise<Map<number, number>> => {
  const byMember = new Map<number, number>(memberIds.map((id) => [id, 0]));
  if (memberIds.length === 0) return byMember;
  const rows = await db
    .selectFrom('member_ledger_days as d')
    .innerJoin('ledger_accounts as a', 'a.id', 'd.account_id')
    .select((eb) => ['a.member_id', eb.fn.sum<number>('d.amount').as('amount')])
    .where('a.member_id', 'in', [...memberIds])
    .where('d.day', '>=', days.from)
    .where('d.day', '<=', days.to)
    .where('d.type', '=', type)
    .groupBy('a.member_id')
    .execute();
  for (const r of rows) byMember.set(Number(r.member_id), Number(r.amount ?? 0));
  return byMember;
};

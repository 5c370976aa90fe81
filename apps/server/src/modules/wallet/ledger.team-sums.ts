import type { LedgerTransactionType } from '@lotto/contract';
import type { Ctx } from '../../context.js';
import './ledger.tables.js';

/**
 * Members' own money by site day, for an agent's team figures (the tree keeps the teams' sums;
 * these are the members' own rows it adds, and a direct downline's own figures): sums of the
 * daily summaries (member_ledger_days) of the members' accounts, along the accounts'
 * (member_id, kind) key and the summaries' (account_id, day, type) key. Every kind of account counts, as the type alone says what moved
 * (a withdrawal is paid out of the held account, a deposit lands in cash). Days are site-local,
 * both included; sums are signed (a withdrawal is negative).
 */

interface DayRange {
  from: string;
  to: string;
}

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

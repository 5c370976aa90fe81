import type { LedgerTransactionType } from '@lotto/contract';
import type { Ctx } from '../../context.js';
import type { MemberIdSet } from '../../db/member-ids.js';
import './ledger.tables.js';

/**
 * A set of members' entries of the types over site days (both included) per type, from their
 * daily summaries (every kind of account): the sum and the number of entries (one account each
 * for the reported types), for the back office's report by VIP level.
 */
export const ledgerOfSet = async (
  { db }: Ctx,
  members: MemberIdSet,
  days: { from: string; to: string },
  types: readonly LedgerTransactionType[],
) =>
  (
    await db
      .selectFrom('member_ledger_days as d')
      .innerJoin('ledger_accounts as a', 'a.id', 'd.account_id')
      .select((eb) => [
        'd.type',
        eb.fn.sum<number>('d.entries').as('entries'),
        eb.fn.sum<number>('d.amount').as('amount'),
      ])
      .where('a.member_id', 'in', members)
      .where('d.type', 'in', [...types])
      .where('d.day', '>=', days.from)
      .where('d.day', '<=', days.to)
      .groupBy('d.type')
      .execute()
  ).map((r) => ({
    type: r.type,
    entries: Number(r.entries ?? 0),
    amount: Number(r.amount ?? 0),
  }));

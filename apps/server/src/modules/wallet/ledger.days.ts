import type { LedgerTransactionType, WalletAccountKind } from '@lotto/contract';
import type { Ctx } from '../../context.js';
import './ledger.tables.js';

/**
 * Reading a member's ledger by site day (README "Records and summaries"). The summaries
 * (member_ledger_days) are written with every entry on a member account (ledger.post.ts); here
 * they answer the totals of a range of days at once and say which id ranges of the
 * (account_id, id) index hold a day's entries, so a page reads only entries it may show.
 */

/** One summary row: a member account's entries of one type on one site day. */
export interface LedgerDay {
  day: string;
  type: LedgerTransactionType;
  entries: number;
  /** Signed sum of the entries, minor units. */
  amount: number;
  firstEntryId: number;
  lastEntryId: number;
}

export interface DayRange {
  /** Site-local dates, YYYY-MM-DD, both included. */
  from: string;
  to: string;
}

/**
 * The summary rows of the member's account of a kind over the days, optionally of one type, in
 * one query (the account through its unique (member_id, kind) key), with the account's id:
 * null when no money of that kind moved on those days.
 */
export const ledgerDaysOf = async (
  { db }: Ctx,
  member: { memberId: number; kind: WalletAccountKind },
  range: DayRange,
  type?: LedgerTransactionType,
): Promise<{ accountId: number | null; days: LedgerDay[] }> => {
  const rows = await db
    .selectFrom('member_ledger_days as d')
    .innerJoin('ledger_accounts as a', 'a.id', 'd.account_id')
    .selectAll('d')
    .where('a.member_id', '=', member.memberId)
    .where('a.kind', '=', member.kind)
    .where('d.day', '>=', range.from)
    .where('d.day', '<=', range.to)
    .$if(type !== undefined, (q) => q.where('d.type', '=', type ?? 'bet'))
    .execute();
  return {
    accountId: rows[0]?.account_id ?? null,
    days: rows.map((r) => ({
      day: r.day,
      type: r.type,
      entries: Number(r.entries),
      amount: Number(r.amount),
      firstEntryId: Number(r.first_entry_id),
      lastEntryId: Number(r.last_entry_id),
    })),
  };
};

/** An entry as the statement shows it, with the account's balance right after it. */
export interface StatementEntry {
  id: number;
  transactionId: number;
  type: LedgerTransactionType;
  reference: string | null;
  amount: number;
  balanceAfter: number;
  createdAt: number;
}

/** The id windows of the days, newest first: a day's entries all lie inside its window. */
const windowsOf = (days: readonly LedgerDay[]) => {
  const byDay = new Map<string, { low: number; high: number }>();
  for (const d of days) {
    const w = byDay.get(d.day);
    byDay.set(d.day, {
      low: Math.min(w?.low ?? d.firstEntryId, d.firstEntryId),
      high: Math.max(w?.high ?? d.lastEntryId, d.lastEntryId),
    });
  }
  return [...byDay.values()].sort((a, b) => b.high - a.high);
};

/**
 * One page of the account's entries over the days the summary rows name, newest first, from
 * before the entry id `before` (keyset paging). Reads each day's window of the index in turn
 * until the page is full, so a filter by type never walks days that have none of it. Answers
 * one entry more than `limit` when there are more.
 */
export const statementPage = async (
  { db }: Ctx,
  accountId: number,
  days: readonly LedgerDay[],
  page: { type?: LedgerTransactionType | undefined; before: number | null; limit: number },
): Promise<StatementEntry[]> => {
  const found: StatementEntry[] = [];
  const want = page.limit + 1;
  for (const window of windowsOf(days)) {
    const high = page.before === null ? window.high : Math.min(window.high, page.before - 1);
    if (high < window.low) continue;
    const rows = await db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
      .select([
        'e.id',
        'e.transaction_id',
        't.type',
        't.reference',
        'e.amount',
        'e.balance_after',
        't.created_at',
      ])
      .where('e.account_id', '=', accountId)
      .where('e.id', '>=', window.low)
      .where('e.id', '<=', high)
      // e.type, not t.type: the partial index (account_id, type, id) reads only that type.
      .$if(page.type !== undefined, (q) => q.where('e.type', '=', page.type ?? 'bet'))
      .orderBy('e.id', 'desc')
      .limit(want - found.length)
      .execute();
    for (const r of rows) {
      found.push({
        id: Number(r.id),
        transactionId: Number(r.transaction_id),
        type: r.type,
        reference: r.reference,
        amount: Number(r.amount),
        balanceAfter: Number(r.balance_after),
        createdAt: Number(r.created_at),
      });
    }
    if (found.length >= want) break;
  }
  return found;
};

import type { LedgerTransactionType, WalletAccountKind } from '@lotto/contract';
import type { Ctx } from '../../context.js';
import type { Db } from './ledger.repository.js';

export interface StatementFilter {
  memberId: number;
  merchantId: number;
  type?: LedgerTransactionType | undefined;
}

/** The entries on the member's own accounts (of their own site), optionally of one type. */
const memberEntries = (db: Db, filter: StatementFilter) =>
  db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .where('a.member_id', '=', filter.memberId)
    .where('a.merchant_id', '=', filter.merchantId)
    .$if(filter.type !== undefined, (q) => q.where('t.type', '=', filter.type ?? 'bet'));

/** One page of the member's entries, newest first. */
export const findStatementPage = (
  db: Db,
  filter: StatementFilter,
  page: { offset: number; limit: number },
) =>
  memberEntries(db, filter)
    .select([
      'e.id',
      'e.transaction_id',
      't.type',
      't.reference',
      'a.kind',
      'e.amount',
      'e.balance_after',
      't.created_at',
    ])
    .orderBy('e.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    // Member accounts hold cash or play money only (the jackpot kind is the site's).
    .$narrowType<{ kind: WalletAccountKind }>()
    .execute();

export const countStatement = async (db: Db, filter: StatementFilter): Promise<number> => {
  const row = await memberEntries(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/** The member's ledger entries (every account of theirs), newest first: the back office's view. */
export const memberEntriesPage = async (
  { db }: Ctx,
  memberId: number,
  page: { pageNo: number; pageSize: number },
) => {
  const base = db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .where('a.owner', '=', 'member')
    .where('a.member_id', '=', memberId);
  const { n } = await base
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .select([
      'e.id',
      'e.transaction_id',
      'e.amount',
      'e.balance_after',
      'a.kind',
      't.type',
      't.reference',
      't.created_at',
    ])
    .orderBy('e.id', 'desc')
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize)
    .execute();
  return {
    totalCount: Number(n),
    entries: rows.map((r) => ({
      id: r.id,
      transactionId: r.transaction_id,
      kind: r.kind,
      type: r.type,
      amount: r.amount,
      balanceAfter: r.balance_after,
      reference: r.reference,
      createdAt: Number(r.created_at),
    })),
  };
};

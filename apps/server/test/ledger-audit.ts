import { expect } from 'vitest';
import type { TestApp } from './test-app.js';

/** The ledger's invariants (DESIGN.md "Money"), checked after every money test. */

type Db = TestApp['db'];

export interface LedgerAudit {
  /**
   * Accounts whose balance differs from the sum of their entries or their last balance_after,
   * or with an entry whose balance_after is not the running sum up to it.
   */
  driftedAccounts: number[];
  negativeMemberAccounts: number[];
  unbalancedTransactions: number[];
  /** Members whose held balance differs from the sum of their pending withdrawals. */
  heldNotPending: number[];
  /** Members whose lottery balance differs from the sum of their pending lottery orders. */
  lotteryNotPending: number[];
  sumOfBalances: number;
  transactions: number;
  entries: number;
}

/** Holds equal what is pending (DESIGN "Money"): each member's held balance, their pending withdrawals. */
const heldNotPending = async (
  db: Db,
  accounts: { member_id: number | null; kind: string; balance: number }[],
): Promise<number[]> => {
  const pending = await db
    .selectFrom('withdrawals')
    .select(['member_id', (eb) => eb.fn.sum<number | string>('amount_minor').as('total')])
    .where('status', '=', 'pending')
    .groupBy('member_id')
    .execute();
  const expected = new Map(pending.map((p) => [p.member_id, Number(p.total)]));
  const held = new Map<number, number>();
  for (const a of accounts) {
    if (a.kind === 'held' && a.member_id !== null) held.set(a.member_id, Number(a.balance));
  }
  const members = new Set([...expected.keys(), ...held.keys()]);
  return [...members].filter((m) => (expected.get(m) ?? 0) !== (held.get(m) ?? 0));
};

/**
 * The lottery's hold (DESIGN "Money"): each member's lottery balance equals their pending
 * orders, a running chase's unplayed draws included (each is a pending order from the start).
 */
const lotteryNotPending = async (
  db: Db,
  accounts: { member_id: number | null; kind: string; balance: number }[],
): Promise<number[]> => {
  const pending = await db
    .selectFrom('lottery_orders')
    .select(['member_id', (eb) => eb.fn.sum<number | string>('amount_minor').as('total')])
    .where('status', '=', 'pending')
    .groupBy('member_id')
    .execute();
  const expected = new Map(pending.map((p) => [p.member_id, Number(p.total)]));
  const lottery = new Map<number, number>();
  for (const a of accounts) {
    if (a.kind === 'lottery' && a.member_id !== null) lottery.set(a.member_id, Number(a.balance));
  }
  const members = new Set([...expected.keys(), ...lottery.keys()]);
  return [...members].filter((m) => (expected.get(m) ?? 0) !== (lottery.get(m) ?? 0));
};

/** Checks the ledger's invariants over the whole database. */
export const auditLedger = async (db: Db): Promise<LedgerAudit> => {
  const accounts = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'owner', 'member_id', 'kind', 'balance'])
    .execute();
  const entries = await db
    .selectFrom('ledger_entries')
    .select(['id', 'transaction_id', 'account_id', 'amount', 'balance_after'])
    .orderBy('id')
    .execute();
  const sums = new Map<number, number>();
  const last = new Map<number, number>();
  const brokenChains = new Set<number>();
  const perTransaction = new Map<number, number>();
  for (const e of entries) {
    const running = (sums.get(e.account_id) ?? 0) + e.amount;
    sums.set(e.account_id, running);
    last.set(e.account_id, e.balance_after);
    if (e.balance_after !== running) brokenChains.add(e.account_id);
    perTransaction.set(e.transaction_id, (perTransaction.get(e.transaction_id) ?? 0) + e.amount);
  }
  const transactions = await db
    .selectFrom('ledger_transactions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return {
    heldNotPending: await heldNotPending(db, accounts),
    lotteryNotPending: await lotteryNotPending(db, accounts),
    driftedAccounts: accounts
      .filter(
        (a) =>
          a.balance !== (sums.get(a.id) ?? 0) ||
          a.balance !== (last.get(a.id) ?? 0) ||
          brokenChains.has(a.id),
      )
      .map((a) => a.id),
    negativeMemberAccounts: accounts
      .filter((a) => a.owner === 'member' && a.balance < 0)
      .map((a) => a.id),
    unbalancedTransactions: [...perTransaction].filter(([, sum]) => sum !== 0).map(([id]) => id),
    sumOfBalances: accounts.reduce((total, a) => total + a.balance, 0),
    transactions: Number(transactions.n),
    entries: entries.length,
  };
};

/** The audit of a healthy ledger with that many transactions and entries. */
export const cleanAudit = (transactions: number, entries: number): LedgerAudit => ({
  driftedAccounts: [],
  negativeMemberAccounts: [],
  unbalancedTransactions: [],
  heldNotPending: [],
  lotteryNotPending: [],
  sumOfBalances: 0,
  transactions,
  entries,
});

/** Fails the test unless the ledger keeps every invariant (the audit finds nothing wrong). */
export const expectSoundLedger = async (t: TestApp) => {
  expect(await auditLedger(t.db)).toMatchObject({
    driftedAccounts: [],
    negativeMemberAccounts: [],
    unbalancedTransactions: [],
    heldNotPending: [],
    lotteryNotPending: [],
    sumOfBalances: 0,
  });
};

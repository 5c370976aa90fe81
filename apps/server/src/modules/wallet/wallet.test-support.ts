import { sql } from 'kysely';
import { createMember } from '../member/member.service.js';
import { createSession } from '../session/session.service.js';
import type { Db } from './ledger.service.js';

/** Test helpers for the wallet: members without the registration flow, and a ledger audit. */

export const siteIdOf = async (db: Db, code = 'demo'): Promise<number> => {
  const row = await db
    .selectFrom('merchants')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.id;
};

let memberCount = 0;

/** A bare members row (the accounts module owns the table; ledger accounts reference it). */
export const insertMember = async (
  db: Db,
  merchantId: number,
  type = 0,
  username = `wallet${++memberCount}`,
): Promise<number> => {
  const { rows } = await sql<{ id: number }>`
    insert into members (merchant_id, username, password_hash, type, created_at)
    values (${merchantId}, ${username}, ${'not-a-hash'}, ${type}, ${Date.now()})
    returning id`.execute(db);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('member not inserted');
  return id;
};

/** A member of the site with a live session: its id and the token the app would send. */
export const memberWithSession = async (
  db: Db,
  merchantId: number,
  type = 0,
): Promise<{ memberId: number; token: string }> => {
  const member = await createMember(
    db,
    { id: merchantId },
    {
      username: `player${++memberCount}`,
      password: null,
      type,
    },
  );
  const session = await createSession(db, {
    memberId: member.id,
    merchantId,
    deviceId: 'wallet-test-device',
    ip: '127.0.0.1',
  });
  return { memberId: member.id, token: session.token };
};

export interface LedgerAudit {
  /** Accounts whose balance differs from the sum of their entries or their last balance_after. */
  driftedAccounts: number[];
  negativeMemberAccounts: number[];
  unbalancedTransactions: number[];
  sumOfBalances: number;
  transactions: number;
  entries: number;
}

/** Checks the ledger's invariants over the whole database. */
export const auditLedger = async (db: Db): Promise<LedgerAudit> => {
  const accounts = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'owner', 'balance'])
    .execute();
  const entries = await db
    .selectFrom('ledger_entries')
    .select(['id', 'transaction_id', 'account_id', 'amount', 'balance_after'])
    .orderBy('id')
    .execute();
  const sums = new Map<number, number>();
  const last = new Map<number, number>();
  const perTransaction = new Map<number, number>();
  for (const e of entries) {
    sums.set(e.account_id, (sums.get(e.account_id) ?? 0) + e.amount);
    last.set(e.account_id, e.balance_after);
    perTransaction.set(e.transaction_id, (perTransaction.get(e.transaction_id) ?? 0) + e.amount);
  }
  const transactions = await db
    .selectFrom('ledger_transactions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return {
    driftedAccounts: accounts
      .filter((a) => a.balance !== (sums.get(a.id) ?? 0) || a.balance !== (last.get(a.id) ?? 0))
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
  sumOfBalances: 0,
  transactions,
  entries,
});

import type { LedgerTransactionType } from '@lotto/contract';
import { CompiledQuery } from 'kysely';
import { isPostgres } from '../../db/migration-helpers.js';
import { rawSqliteOf } from '../../db/raw-sqlite.js';
import type { Db } from './ledger.repository.js';
import type { AccountOwner, LedgerAccountKind } from './ledger.tables.js';

/**
 * The statements every ledger transaction runs, as plain SQL text cached per dialect and
 * shape. They are the hot path of every bet: building each with the query builder cost about
 * twice what SQLite needs to run it (measured with the ledger alone), so they skip the builder.
 * Columns and tables are those of migration 0004; lower-case names need no quoting on either
 * dialect.
 */

const texts = new Map<string, string>();

/** The SQL for a shape, written once: `?` placeholders become `$1, $2 ...` on PostgreSQL. */
const textOf = (db: Db, shape: string, write: () => string): string => {
  const pg = isPostgres(db);
  const key = `${pg ? 'pg' : 'sqlite'}:${shape}`;
  let text = texts.get(key);
  if (text === undefined) {
    let n = 0;
    text = pg ? write().replace(/\?/g, () => `$${++n}`) : write();
    texts.set(key, text);
  }
  return text;
};

/**
 * Runs one statement: directly on the SQLite connection inside the group commit's transactions
 * (see raw-sqlite.ts), through Kysely everywhere else. Answers the rows it returns.
 */
const run = async <T>(db: Db, text: string, parameters: readonly unknown[]): Promise<T[]> => {
  const raw = rawSqliteOf(db);
  if (!raw) return (await db.executeQuery<T>(CompiledQuery.raw(text, [...parameters]))).rows;
  const statement = raw.prepare(text);
  if (statement.reader) return statement.all(parameters) as T[];
  statement.run(parameters);
  return [];
};

const marks = (count: number, group = '?') => Array.from({ length: count }, () => group).join(', ');

export interface LockedAccount {
  id: number;
  merchant_id: number;
  owner: AccountOwner;
  member_id: number | null;
  kind: LedgerAccountKind;
  shard: number;
  currency: string;
  balance: number;
}

/**
 * Reads the accounts a transaction touches. On PostgreSQL it also locks them, in id order, so
 * two transactions over the same accounts always queue the same way and never deadlock.
 * SQLite needs no row lock: its one connection runs one transaction at a time.
 */
export const lockAccounts = async (db: Db, ids: readonly number[]): Promise<LockedAccount[]> => {
  const text = textOf(db, `lock:${ids.length}`, () => {
    const select = `select id, merchant_id, owner, member_id, kind, shard, currency, balance from ledger_accounts where id in (${marks(ids.length)}) order by id`;
    return isPostgres(db) ? `${select} for update` : select;
  });
  return run<LockedAccount>(db, text, ids);
};

export interface NewLedgerTransaction {
  merchant_id: number;
  idempotency_key: string;
  type: LedgerTransactionType;
  reference: string | null;
  request_hash: string;
  answer: string;
  created_at: number;
}

/**
 * Inserts the transaction unless its key is taken (then answers null and writes nothing).
 * On PostgreSQL a concurrent insert of the same key makes this wait for that one to end.
 */
export const insertTransactionIfNew = async (
  db: Db,
  row: NewLedgerTransaction,
): Promise<number | null> => {
  const text = textOf(
    db,
    'insert-transaction',
    () =>
      'insert into ledger_transactions (merchant_id, idempotency_key, type, reference, ' +
      'request_hash, answer, created_at) values (?, ?, ?, ?, ?, ?, ?) ' +
      'on conflict (merchant_id, idempotency_key) do nothing returning id',
  );
  const rows = await run<{ id: number }>(db, text, [
    row.merchant_id,
    row.idempotency_key,
    row.type,
    row.reference,
    row.request_hash,
    row.answer,
    row.created_at,
  ]);
  return rows[0]?.id ?? null;
};

/** Sets the new balances of the touched accounts in one statement. */
export const setBalances = async (
  db: Db,
  balances: readonly { accountId: number; balance: number }[],
): Promise<void> => {
  const text = textOf(db, `balances:${balances.length}`, () => {
    const cases = balances.map(() => 'when ? then cast(? as bigint)').join(' ');
    return `update ledger_accounts set balance = case id ${cases} end, version = version + 1 where id in (${marks(balances.length)})`;
  });
  const parameters = [
    ...balances.flatMap((b) => [b.accountId, b.balance]),
    ...balances.map((b) => b.accountId),
  ];
  await run(db, text, parameters);
};

export interface NewLedgerEntry {
  transaction_id: number;
  account_id: number;
  amount: number;
  balance_after: number;
  /**
   * The transaction's type, time and reference on a member account's entry, null on others
   * (migrations 0018, 0029): the statement reads them without the transaction.
   */
  type: LedgerTransactionType | null;
  created_at: number | null;
  reference: string | null;
}

/** Inserts the entries; answers their ids, in the order given. */
export const insertEntries = async (
  db: Db,
  entries: readonly NewLedgerEntry[],
): Promise<number[]> => {
  const text = textOf(
    db,
    `entries:${entries.length}`,
    () =>
      'insert into ledger_entries (transaction_id, account_id, amount, balance_after, type, ' +
      `created_at, reference) values ${marks(entries.length, '(?, ?, ?, ?, ?, ?, ?)')} ` +
      'returning id, account_id',
  );
  const parameters = entries.flatMap((e) => [
    e.transaction_id,
    e.account_id,
    e.amount,
    e.balance_after,
    e.type,
    e.created_at,
    e.reference,
  ]);
  // Each entry is on its own account (a transaction names an account once): match by account,
  // as neither dialect promises the order of a multi-row insert's returned rows.
  const rows = await run<{ id: number | string; account_id: number }>(db, text, parameters);
  const ids = new Map(rows.map((r) => [r.account_id, Number(r.id)]));
  return entries.map((e) => ids.get(e.account_id) ?? 0);
};

export interface MemberDayEntry {
  accountId: number;
  day: string;
  type: LedgerTransactionType;
  amount: number;
  entryId: number;
}

/**
 * Adds an entry on a member account to its day's summary (member_ledger_days, migration 0018):
 * one upsert per member entry, in the transaction that writes the entry.
 */
export const addToMemberDay = async (db: Db, entry: MemberDayEntry): Promise<void> => {
  const text = textOf(
    db,
    'member-day',
    () =>
      'insert into member_ledger_days (account_id, day, type, entries, amount, first_entry_id, ' +
      'last_entry_id) values (?, ?, ?, 1, cast(? as bigint), cast(? as bigint), cast(? as bigint)) ' +
      'on conflict (account_id, day, type) do update set ' +
      'entries = member_ledger_days.entries + 1, ' +
      'amount = member_ledger_days.amount + excluded.amount, ' +
      'last_entry_id = excluded.last_entry_id',
  );
  await run(db, text, [
    entry.accountId,
    entry.day,
    entry.type,
    entry.amount,
    entry.entryId,
    entry.entryId,
  ]);
};

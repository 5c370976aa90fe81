import type { LedgerTransactionType, WalletAccountKind } from '@lotto/contract';
import type { Generated, Selectable } from 'kysely';

/** Who holds an account: a member, the site's house (the other side of bets), or the system. */
export type AccountOwner = 'member' | 'house' | 'system';

/** A member's kinds of money, and the site's jackpot pool (system accounts, ledger.jackpot.ts). */
export type LedgerAccountKind = WalletAccountKind | 'jackpot';

/**
 * Row types of migration 0004_ledger; amounts are integer minor units (bigint on PostgreSQL).
 * They join the app's `Database` by declaration merging, like the other modules' tables.
 */
export interface LedgerAccountsTable {
  id: Generated<number>;
  merchant_id: number;
  owner: AccountOwner;
  member_id: number | null;
  currency: string;
  kind: LedgerAccountKind;
  /** A cash house shard (0 to HOUSE_SHARDS - 1), or minus the member id: a play book's house. */
  shard: Generated<number>;
  balance: Generated<number>;
  version: Generated<number>;
  created_at: number;
}

export interface LedgerTransactionsTable {
  id: Generated<number>;
  merchant_id: number;
  idempotency_key: string;
  type: LedgerTransactionType;
  reference: string | null;
  request_hash: string;
  answer: string;
  created_at: number;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  transaction_id: number;
  account_id: number;
  amount: number;
  balance_after: number;
  /** The transaction's type on entries of member accounts (0018), for the statement's filter. */
  type: LedgerTransactionType | null;
  /** The transaction's time and reference, on member accounts' entries only (0029). */
  created_at: number | null;
  reference: string | null;
}

/**
 * A member account's entries of one type on one site day (migration 0018): written with each
 * entry (ledger.post.ts), read by the member's records (ledger.days.ts).
 */
export interface MemberLedgerDaysTable {
  account_id: number;
  /** Site-local date, YYYY-MM-DD. */
  day: string;
  type: LedgerTransactionType;
  entries: number;
  amount: number;
  first_entry_id: number;
  last_entry_id: number;
}

export type LedgerAccountRow = Selectable<LedgerAccountsTable>;

declare module '../../db/schema.js' {
  interface Database {
    ledger_accounts: LedgerAccountsTable;
    ledger_transactions: LedgerTransactionsTable;
    ledger_entries: LedgerEntriesTable;
    member_ledger_days: MemberLedgerDaysTable;
  }
}

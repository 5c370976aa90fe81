import type { DepositChannelKind, DepositStatus } from '@lotto/contract';
import type { Generated } from 'kysely';

/** Row types of migration 0026's deposit tables; they join `Database` below. Times epoch ms. */

export interface DepositChannelsTable {
  id: Generated<number>;
  merchant_id: number;
  /** The site's natural key of the channel (the seed's). */
  code: string;
  kind: DepositChannelKind;
  /** The gateway module that serves it (gateway and e-wallet channels). */
  gateway: string | null;
  name_en: string;
  name_my: string;
  /** The wallet's currency. */
  currency: string;
  min_minor: number;
  max_minor: number;
  /** Most a member may deposit on it in one site day (pending and paid orders count). */
  daily_minor: number;
  /** Site-local minutes of the day [opens, closes); closes before opens spans midnight. */
  opens_minute: Generated<number>;
  closes_minute: Generated<number>;
  sort_order: number;
  enabled: Generated<number>;
}

export interface DepositBankAccountsTable {
  id: Generated<number>;
  channel_id: number;
  bank_name: string;
  account_name: string;
  account_number: string;
  sort_order: number;
  enabled: Generated<number>;
}

export interface DepositOrdersTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  order_no: string;
  channel_id: number;
  kind: DepositChannelKind;
  gateway: string | null;
  /** The gateway's id of the payment. */
  provider_ref: string | null;
  amount_minor: number;
  currency: string;
  /** The site-local day it was made on (daily limits). */
  site_day: string;
  status: DepositStatus;
  depositor_name: string | null;
  reference: string | null;
  /** The receipt under the upload directory (uploads module), by its random name. */
  receipt_file: string | null;
  receipt_mime: string | null;
  /** The promotion the member picked when depositing. */
  promotion_id: number | null;
  bonus_minor: Generated<number>;
  turnover_minor: Generated<number>;
  /** Why it was rejected or failed. */
  reason: string | null;
  /** The operator who approved or rejected it. */
  operator_id: number | null;
  provider_txn_id: string | null;
  /** The ledger transaction that credited it. */
  transaction_id: number | null;
  created_at: number;
  updated_at: number;
  settled_at: number | null;
}

/** What the platform made of a callback. */
export type CallbackVerdict =
  | 'credited'
  | 'duplicate'
  | 'failed'
  | 'late'
  | 'bad_signature'
  | 'malformed'
  | 'unknown_order'
  | 'amount_mismatch'
  | 'currency_mismatch'
  | 'stale';

export interface DepositCallbacksTable {
  id: Generated<number>;
  gateway: string;
  order_id: number | null;
  provider_txn_id: string | null;
  /** The body exactly as it came (UTF-8). */
  raw_body: string;
  signature: string | null;
  verdict: CallbackVerdict;
  created_at: number;
}

export interface DepositProviderTxnsTable {
  gateway: string;
  provider_txn_id: string;
  order_id: number;
  created_at: number;
}

/** A rejection's reason in one language (migration 0033). */
export interface DepositReasonTextsTable {
  order_id: number;
  language: string;
  reason: string;
}

declare module '../../db/schema.js' {
  interface Database {
    deposit_reason_texts: DepositReasonTextsTable;
    deposit_channels: DepositChannelsTable;
    deposit_bank_accounts: DepositBankAccountsTable;
    deposit_orders: DepositOrdersTable;
    deposit_callbacks: DepositCallbacksTable;
    deposit_provider_txns: DepositProviderTxnsTable;
  }
}

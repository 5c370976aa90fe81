import type { WithdrawalAccountKind, WithdrawalStatus, WithdrawalStep } from '@lotto/contract';
import type { Generated, Selectable } from 'kysely';

/** Row types of migrations 0027 and 0032; money in minor units, times epoch ms. */

export interface WithdrawalSettingsTable {
  merchant_id: number;
  min_minor: number;
  max_minor: number;
  /** From this amount on, a withdrawal needs two approvals by different operators. */
  second_approval_minor: number;
}

export interface WithdrawalBanksTable {
  id: Generated<number>;
  merchant_id: number;
  code: string;
  name: string;
  kind: WithdrawalAccountKind;
  min_digits: number;
  max_digits: number;
  sort: number;
  enabled: Generated<number>;
}

export interface WithdrawalAccountsTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  bank_id: number;
  account_number: string;
  payee_name: string;
  created_at: number;
  removed_at: number | null;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  account_id: number;
  amount_minor: number;
  status: WithdrawalStatus;
  approvals_needed: number;
  day: string;
  reason: string | null;
  created_at: number;
  settled_at: number | null;
  /** The member's request id (0032): unique per member, null before it was sent. */
  request_id: string | null;
}

export interface WithdrawalApprovalsTable {
  withdrawal_id: number;
  operator_id: number;
  created_at: number;
}

export interface WithdrawalStepsTable {
  id: Generated<number>;
  withdrawal_id: number;
  step: WithdrawalStep;
  operator_id: number | null;
  note: string | null;
  created_at: number;
}

export type WithdrawalBankRow = Selectable<WithdrawalBanksTable>;
export type WithdrawalAccountRow = Selectable<WithdrawalAccountsTable>;
export type WithdrawalRow = Selectable<WithdrawalsTable>;

declare module '../../db/schema.js' {
  interface Database {
    withdrawal_settings: WithdrawalSettingsTable;
    withdrawal_banks: WithdrawalBanksTable;
    withdrawal_accounts: WithdrawalAccountsTable;
    withdrawals: WithdrawalsTable;
    withdrawal_approvals: WithdrawalApprovalsTable;
    withdrawal_steps: WithdrawalStepsTable;
  }
}

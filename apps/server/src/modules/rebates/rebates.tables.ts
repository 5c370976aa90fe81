import type { Generated, Selectable } from 'kysely';

/** Row types of the rebates module's tables (migration 0028). Minor units, epoch ms. */

export interface RebateRatesTable {
  merchant_id: number;
  category: string;
  /** What every real member gets on the category's valid stake, basis points. */
  base_bp: number;
  /** Percent of the member's VIP level rate added on top (0 for the lottery). */
  level_share_percent: number;
}

export interface RebateAccrualsTable {
  member_id: number;
  /** Site-local date the stakes were placed. */
  day: string;
  category: string;
  merchant_id: number;
  /** Valid stake of the day and category already paid a rebate. */
  paid_stake_minor: number;
  paid_minor: number;
  updated_at: number;
}

export type RebatePayoutKind = 'auto' | 'manual';

export interface RebatePayoutsTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  seq: number;
  kind: RebatePayoutKind;
  valid_stake_minor: number;
  amount_minor: number;
  transaction_id: number | null;
  created_at: number;
}

export interface RebatePayoutLinesTable {
  payout_id: number;
  category: string;
  valid_stake_minor: number;
  rate_bp: number;
  amount_minor: number;
}

export type RebatePayoutRow = Selectable<RebatePayoutsTable>;
export type RebatePayoutLineRow = Selectable<RebatePayoutLinesTable>;

declare module '../../db/schema.js' {
  interface Database {
    rebate_rates: RebateRatesTable;
    rebate_accruals: RebateAccrualsTable;
    rebate_payouts: RebatePayoutsTable;
    rebate_payout_lines: RebatePayoutLinesTable;
  }
}

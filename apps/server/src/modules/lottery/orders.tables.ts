import type { Generated, Selectable } from 'kysely';

/**
 * Row types of migration 0031_lottery_orders (orders, chases, exposure). They join the app's
 * `Database` by declaration merging. Amounts are integer minor units, times epoch ms; JSON
 * columns are text.
 */

export type LotteryOrderStatus = 'pending' | 'won' | 'lost' | 'cancelled' | 'refunded';
export type LotteryChaseStatus = 'running' | 'stopped' | 'won' | 'finished';

export interface LotteryOrdersTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  game_id: number;
  draw_id: number;
  chase_id: number | null;
  order_no: string;
  request_id: string;
  item_index: number;
  bet_type: string;
  /** JSON of the contract's Selection. */
  selection: string;
  bet_count: number;
  /** Price of one bet after the money unit (200, 20 or 2). */
  unit_minor: number;
  multiple: number;
  prize_group: number;
  amount_minor: number;
  max_win_minor: number;
  status: LotteryOrderStatus;
  win_minor: Generated<number>;
  /** The prize-group rebate, fixed at placement, paid at settlement. */
  rebate_minor: Generated<number>;
  created_at: number;
  settled_at: number | null;
  cancelled_at: number | null;
}

export interface ChasePlanStep {
  drawNo: string;
  multiple: number;
  amountMinor: number;
}

export interface LotteryChasesTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  game_id: number;
  chase_no: string;
  request_id: string;
  bet_type: string;
  selection: string;
  bet_count: number;
  unit_minor: number;
  prize_group: number;
  /** JSON of ChasePlanStep[]. */
  plan: string;
  stop_on_win: number;
  total_minor: number;
  status: LotteryChaseStatus;
  created_at: number;
  ended_at: number | null;
}

export interface LotteryExposureTable {
  draw_id: number;
  bet_type: string;
  key: string;
  stake_minor: number;
  liability_minor: number;
}

export type LotteryOrderRow = Selectable<LotteryOrdersTable>;
export type LotteryChaseRow = Selectable<LotteryChasesTable>;

declare module '../../db/schema.js' {
  interface Database {
    lottery_orders: LotteryOrdersTable;
    lottery_chases: LotteryChasesTable;
    lottery_exposure: LotteryExposureTable;
  }
}

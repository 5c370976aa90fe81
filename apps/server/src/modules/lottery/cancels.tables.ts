import type { Generated, Selectable } from 'kysely';

/** Row types of migration 0048_lottery_draw_cancels. Times are epoch ms, money minor units. */

export type DrawCancelStatus = 'pending' | 'approved' | 'rejected';

export interface LotteryDrawCancelsTable {
  id: Generated<number>;
  merchant_id: number;
  draw_id: number;
  reason: string;
  status: DrawCancelStatus;
  /** The operator who asked; never the one who decides. */
  requested_by: number;
  requested_name: string;
  decided_by: number | null;
  decided_name: string | null;
  decision_reason: string | null;
  refunded_orders: Generated<number>;
  refunded_minor: Generated<number>;
  created_at: number;
  decided_at: number | null;
}

export type LotteryDrawCancelRow = Selectable<LotteryDrawCancelsTable>;

declare module '../../db/schema.js' {
  interface Database {
    lottery_draw_cancels: LotteryDrawCancelsTable;
  }
}

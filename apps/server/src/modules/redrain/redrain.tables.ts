import type { Generated, Selectable } from 'kysely';

/** Row types of red envelope rain (migration 0039). Minor units, epoch ms. */

export interface RedRainRoundsTable {
  id: Generated<number>;
  merchant_id: number;
  /** Only this agent's team and the agent may claim; null: the whole site. */
  agent_id: number | null;
  starts_at: number;
  ends_at: number;
  budget_minor: number;
  envelopes: number;
  /** What is left to pay, and of how many envelopes: taken by each claim's transaction. */
  remaining_minor: number;
  envelopes_left: number;
  min_deposit_minor: number;
  min_valid_stake_minor: number;
  turnover_multiplier: number;
  stopped_at: number | null;
  created_at: number;
}

export interface RedRainClaimsTable {
  id: Generated<number>;
  round_id: number;
  member_id: number;
  amount_minor: number;
  turnover_minor: number;
  transaction_id: number | null;
  created_at: number;
}

export type RoundRow = Selectable<RedRainRoundsTable>;
export type ClaimRow = Selectable<RedRainClaimsTable>;

declare module '../../db/schema.js' {
  interface Database {
    red_rain_rounds: RedRainRoundsTable;
    red_rain_claims: RedRainClaimsTable;
  }
}

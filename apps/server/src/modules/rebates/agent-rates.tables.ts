import type { Generated } from 'kysely';

/** Row types of agents' rates and commission (migration 0040). Minor units, epoch ms. */

export interface AgentRatesTable {
  member_id: number;
  merchant_id: number;
  /** The member's own prize group; null: its upline's. */
  prize_group: number | null;
  /** JSON object category -> bp; a category left out is its upline's. */
  rebates: string;
  /** What a new direct member gets; null / left out: the member's own. */
  default_prize_group: number | null;
  default_rebates: string;
  updated_at: number;
}

export interface AgentRateChangesTable {
  id: Generated<number>;
  merchant_id: number;
  agent_id: number;
  member_id: number;
  before_json: string;
  after_json: string;
  created_at: number;
}

export interface AgentCommissionLinesTable {
  agent_id: number;
  day: string;
  category: string;
  /** The agent's direct member the stake came through (the staking member itself at depth 1). */
  downline_id: number;
  merchant_id: number;
  valid_stake_minor: number;
  /** valid stake x rate difference in bp: the amount in ten-thousandths of a minor unit. */
  amount_e4: number;
}

export interface AgentCommissionPayoutsTable {
  agent_id: number;
  day: string;
  merchant_id: number;
  valid_stake_minor: number;
  amount_minor: number;
  transaction_id: number | null;
  created_at: number;
}

declare module '../../db/schema.js' {
  interface Database {
    agent_rates: AgentRatesTable;
    agent_rate_changes: AgentRateChangesTable;
    agent_commission_lines: AgentCommissionLinesTable;
    agent_commission_payouts: AgentCommissionPayoutsTable;
  }
}

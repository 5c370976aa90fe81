import type { ContractKind, ContractState, RunStatus } from '@lotto/contract';
import type { Generated, Selectable } from 'kysely';

/** Row types of the contracts module's tables (migration 0038). Money in minor units. */
export interface AgentContractsTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  /** The upline who offered it; null: the operator (a top agent's contract, paid by the site). */
  offered_by: number | null;
  kind: ContractKind;
  state: ContractState;
  /** JSON of ContractTerms. */
  terms: string;
  created_at: number;
  decided_at: number | null;
}

export interface AgentContractRunsTable {
  id: Generated<number>;
  contract_id: number;
  period: string;
  status: RunStatus;
  valid_stake_minor: number;
  active_members: number;
  net_loss_minor: number;
  carry_in_minor: number;
  carry_out_minor: number;
  due_minor: number;
  paid_minor: number;
  transaction_id: number | null;
  created_at: number;
}

export type ContractRow = Selectable<AgentContractsTable>;
export type RunRow = Selectable<AgentContractRunsTable>;

declare module '../../db/schema.js' {
  interface Database {
    agent_contracts: AgentContractsTable;
    agent_contract_runs: AgentContractRunsTable;
  }
}

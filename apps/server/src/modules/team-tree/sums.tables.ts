/**
 * Row types of the team sums (migration 0042): what the team of each ancestor (the ancestor
 * left out) bet, moved through the ledger and was active on, per site day.
 */
export interface TeamBetDaysTable {
  ancestor_id: number;
  day: string;
  vendor: string;
  category: string;
  bets: number;
  stake: number;
  payout: number;
}

export interface TeamLedgerDaysTable {
  ancestor_id: number;
  day: string;
  type: string;
  amount: number;
}

export interface MemberActiveDaysTable {
  member_id: number;
  kind: string;
  day: string;
}

export interface TeamActiveDaysTable {
  ancestor_id: number;
  kind: string;
  day: string;
  /** The member's previous active day of the kind, '' when it had none. */
  since: string;
  members: number;
}

declare module '../../db/schema.js' {
  interface Database {
    team_bet_days: TeamBetDaysTable;
    team_ledger_days: TeamLedgerDaysTable;
    member_active_days: MemberActiveDaysTable;
    team_active_days: TeamActiveDaysTable;
  }
}

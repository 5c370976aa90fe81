/**
 * Row types of the site sums (migration 0046): what each site's members bet, moved through the
 * ledger and were active on, per site day, and each member's first deposit.
 */
export interface SiteBetDaysTable {
  merchant_id: number;
  day: string;
  vendor: string;
  category: string;
  bets: number;
  stake: number;
  payout: number;
}

export interface SiteLedgerDaysTable {
  merchant_id: number;
  day: string;
  type: string;
  /** Member transactions counted (one per member and ledger transaction). */
  entries: number;
  amount: number;
}

export interface SiteActiveDaysTable {
  merchant_id: number;
  kind: string;
  day: string;
  /** The member's previous active day of the kind, '' when it had none. */
  since: string;
  members: number;
}

/** The members counted in their site's sums: every one but free-trial members. */
export interface SiteMembersTable {
  member_id: number;
  merchant_id: number;
}

export interface MemberFirstDepositsTable {
  member_id: number;
  day: string;
  amount: number;
}

declare module '../../db/schema.js' {
  interface Database {
    site_bet_days: SiteBetDaysTable;
    site_ledger_days: SiteLedgerDaysTable;
    site_active_days: SiteActiveDaysTable;
    member_first_deposits: MemberFirstDepositsTable;
    site_members: SiteMembersTable;
  }
}

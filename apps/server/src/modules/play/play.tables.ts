import type { WalletAccountKind } from '@lotto/contract';
import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * Row types of play's tables: launch tickets and fair seeds (migration 0006), and bet_records
 * (0005, with the columns 0006 added), the record every vendor's round leaves: play writes them
 * and is the only module that reads them. They join the app's `Database` by declaration
 * merging. Times are epoch ms; amounts integer minor units.
 */

/** One round of any vendor. */
export interface BetRecordsTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  game_id: number;
  vendor: string;
  round_id: string;
  stake: number;
  win: Generated<number>;
  created_at: number;
  settled_at: number | null;
  /** JSON of the contract's playChoice; null on rows other vendors report (0006). */
  choice: string | null;
  /** JSON of playOutcome; null while the round is open (0006). */
  outcome: string | null;
  /** JSON of fairReveal, in-house games (0006). */
  fair: string | null;
  /** The wallet the stake came from, so the win goes back to it (0006). */
  wallet: WalletAccountKind | null;
  /** The scheduled match a sports bet is on; the bet stays open until it ends (0016). */
  match_id: number | null;
}

export interface LaunchTicketsTable {
  id: Generated<number>;
  /** sha256 (hex) of the ticket; the ticket itself is shown once, in the launch URL. */
  token_hash: string;
  merchant_id: number;
  member_id: number;
  game_id: number;
  /** The member session that launched the game: the ticket dies with it. */
  session_id: number;
  created_at: number;
  expires_at: number;
}

export interface FairSeedsTable {
  member_id: number;
  game_id: number;
  /** 64 hex digits; secret until the round that uses it. */
  server_seed: string;
  client_seed: string;
  nonce: number;
  created_at: number;
}

/** A member's settled bets of one vendor and category on one site day (migration 0018). */
export interface MemberBetDaysTable {
  member_id: number;
  /** Site-local date the bets were placed, YYYY-MM-DD. */
  day: string;
  vendor: string;
  category: string;
  bets: number;
  stake: number;
  payout: number;
}

export type FairSeedRow = Selectable<FairSeedsTable>;
export type NewBetRecord = Insertable<BetRecordsTable>;

declare module '../../db/schema.js' {
  interface Database {
    bet_records: BetRecordsTable;
    launch_tickets: LaunchTicketsTable;
    fair_seeds: FairSeedsTable;
    member_bet_days: MemberBetDaysTable;
  }
}

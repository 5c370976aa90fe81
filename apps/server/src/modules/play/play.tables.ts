import type { WalletAccountKind } from '@lotto/contract';
import type { Generated, Selectable } from 'kysely';

/**
 * Row types of migration 0006_play. Like the other modules' tables they join the app's
 * `Database` by declaration merging; the columns 0006 adds to vendors and bet_records join
 * those tables' interfaces the same way. Times are epoch ms; amounts integer minor units.
 */

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

export type FairSeedRow = Selectable<FairSeedsTable>;

declare module '../games/catalogue-tables.js' {
  interface VendorsTable {
    /** Return to player in basis points (9600 = 96.00 %). */
    rtp_bp: Generated<number>;
  }
  interface BetRecordsTable {
    /** JSON of the contract's playChoice; null on rows other vendors report. */
    choice: string | null;
    /** JSON of playOutcome; null while the round is open. */
    outcome: string | null;
    /** JSON of fairReveal (in-house games). */
    fair: string | null;
    /** The wallet the stake came from, so the win goes back to it. */
    wallet: WalletAccountKind | null;
  }
}

declare module '../../db/schema.js' {
  interface Database {
    launch_tickets: LaunchTicketsTable;
    fair_seeds: FairSeedsTable;
  }
}

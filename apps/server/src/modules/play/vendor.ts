import type {
  FairCommit,
  FairReveal,
  GameCategory,
  LanguageCode,
  PlayChoice,
  PlayKind,
  PlayOutcome,
} from '@lotto/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Fraction } from '../jackpot/index.js';

/**
 * A game vendor as the platform sees it (DESIGN.md "Games"): which catalogue games it plays and
 * how, the address of its game page, and placing and settling rounds. The vendor decides what
 * happens in a round; the platform's round service moves the money (ledger) and keeps the
 * record (bet_records) around it, in one database transaction. Every vendor's rounds land in
 * bet_records, which the betting records, winner board and reports read. A third-party vendor
 * would implement the same interface by calling its API.
 */

type Db = Kysely<Database>;

/** A catalogue game as play needs it; amounts in minor units. */
export interface PlayGame {
  id: number;
  code: string;
  category: GameCategory;
  vendor: string;
  /** The vendor's return to player, basis points (vendors.rtp_bp). */
  rtp: number;
  minBet: number;
  /** In the asked language, English when it has none. */
  name: string;
}

export type GameFacts = Pick<PlayGame, 'vendor' | 'category' | 'code'>;

/** What a vendor decided about a round: open (outcome null) or settled with its win. */
export interface RoundDraw {
  outcome: PlayOutcome | null;
  /** Minor units paid back (0 for a loss); null while open. */
  winMinor: number | null;
  /** Provably fair games: the seed this round used, revealed. */
  fair: FairReveal | null;
  /** Provably fair games: the commitment of the member's next round. */
  nextFair: FairCommit | null;
}

export interface PlaceRequest {
  memberId: number;
  game: PlayGame;
  stakeMinor: number;
  choice: PlayChoice;
  clientSeed: string | undefined;
  now: number;
  /**
   * Basis points of the stake the site's jackpot returns on this round (a real-money slot
   * round, see jackpot.terms.ts), or null. The vendor's own draw returns the game's RTP less
   * this, so the two together return exactly the RTP.
   */
  jackpotReturn: Fraction | null;
}

export interface Vendor {
  /** How this vendor plays the game, or null when it does not serve it. */
  kindOf(game: GameFacts): PlayKind | null;
  /**
   * The same-origin address of the vendor page for a launch ticket; a sports game's page opens
   * on `matchId` when given.
   */
  launchUrl(ticket: string, language: LanguageCode, matchId?: string): string;
  /** What each choice pays, as the page shows it (decimal strings). */
  odds(kind: PlayKind, rtp: number): Record<string, string>;
  /** The commitment for the member's next round of a provably fair game, or null. */
  commitment(db: Db, memberId: number, game: PlayGame, now: number): Promise<FairCommit | null>;
  /**
   * Places a round inside the caller's database transaction (`db`): settles it at once or
   * leaves it open for `settle`.
   */
  place(db: Db, request: PlaceRequest): Promise<RoundDraw>;
  /** Settles an open round (a table deal, a match result). */
  settle(round: { choice: PlayChoice; stakeMinor: number }, game: PlayGame): RoundDraw;
}

/** The vendor page, a separate page of the web app; it reads the ticket from its query. */
export const vendorPageUrl = (ticket: string, language: LanguageCode, matchId?: string): string =>
  `/m/play.html?${new URLSearchParams({ ticket, lang: language, ...(matchId ? { match: matchId } : {}) })}`;

import type { MatchPick, MatchStatus } from '@lotto/contract';
import type { Generated, Insertable, Selectable } from 'kysely';
import type { ScoreKind } from './sports-teams.js';

/**
 * The sports vendor's scheduled matches (migration 0016); play owns them with the bets on them
 * (bet_records.match_id). Times epoch ms; chances basis points summing to 10000.
 */
export interface SportsMatchesTable {
  id: Generated<number>;
  game_id: number;
  league: string;
  home_team: string;
  away_team: string;
  home_icon: string;
  away_icon: string;
  kickoff_at: number;
  ends_at: number;
  /** The game's RTP when the match was made: its odds never change after. */
  rtp_bp: number;
  home_bp: number;
  draw_bp: number;
  away_bp: number;
  score_kind: ScoreKind;
  status: MatchStatus;
  result: MatchPick | null;
  home_score: number | null;
  away_score: number | null;
  created_at: number;
  finished_at: number | null;
}

/** A match's league and team names in one language (migration 0032). */
export interface SportsMatchTextsTable {
  match_id: number;
  language: string;
  league: string;
  home_team: string;
  away_team: string;
}

export type MatchRow = Selectable<SportsMatchesTable>;
export type NewMatch = Insertable<SportsMatchesTable>;
export type MatchText = Omit<Selectable<SportsMatchTextsTable>, 'match_id'>;
export type MatchNames = Omit<MatchText, 'language'>;

declare module '../../db/schema.js' {
  interface Database {
    sports_matches: SportsMatchesTable;
    sports_match_texts: SportsMatchTextsTable;
  }
}

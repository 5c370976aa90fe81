import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { findMatch } from './sports.repository.js';
import type { MatchRow } from './sports.tables.js';

/**
 * The match a bet names, while it takes bets: `sports.match.not.exist` when the game does not
 * offer it, `sports.match.closed` from kick-off on (also before the job has marked it live).
 */
export const matchOpenForBets = async (
  db: Kysely<Database>,
  gameId: number,
  matchId: number,
  now: number,
): Promise<MatchRow> => {
  const match = await findMatch(db, matchId);
  if (!match || match.game_id !== gameId) throw new AppError('sports.match.not.exist');
  if (match.status !== 'scheduled' || now >= Number(match.kickoff_at)) {
    throw new AppError('sports.match.closed', { matchId });
  }
  return match;
};

import type { MatchPick } from '@lotto/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import type { RoundRow } from './rounds.repository.js';
import './sports.tables.js';
import type { MatchNames, MatchRow, MatchText, NewMatch } from './sports.tables.js';

/** SQL of scheduled matches and the bets on them. */

type Db = Kysely<Database>;

/**
 * Adds a match and its names in every language, in one transaction; one already made for the
 * game and kick-off (by another process) stays as it is.
 */
export const insertMatch = (db: Db, match: NewMatch, texts: readonly MatchText[]) =>
  inTransaction(db, async (trx) => {
    const added = await trx
      .insertInto('sports_matches')
      .values(match)
      .onConflict((oc) => oc.columns(['game_id', 'kickoff_at']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!added || texts.length === 0) return;
    await trx
      .insertInto('sports_match_texts')
      .values(texts.map((t) => ({ ...t, match_id: added.id })))
      .execute();
  });

/** The matches' names in the language, by match id (a match made without them has none). */
export const findMatchTexts = async (
  db: Db,
  ids: readonly number[],
  language: string,
): Promise<Map<number, MatchNames>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('sports_match_texts')
    .select(['match_id', 'league', 'home_team', 'away_team'])
    .where('match_id', 'in', [...new Set(ids)])
    .where('language', '=', language)
    .execute();
  return new Map(rows.map(({ match_id, ...names }) => [match_id, names]));
};

/** The matches with their names in the language (the English ones where a match has none). */
export const inLanguage = async (
  db: Db,
  matches: readonly MatchRow[],
  language: string,
): Promise<MatchRow[]> => {
  const names = await findMatchTexts(
    db,
    matches.map((m) => m.id),
    language,
  );
  return matches.map((m) => ({ ...m, ...names.get(m.id) }));
};

/** The kick-offs the game already has from `from` on. */
export const findKickOffs = async (db: Db, gameId: number, from: number): Promise<Set<number>> => {
  const rows = await db
    .selectFrom('sports_matches')
    .select('kickoff_at')
    .where('game_id', '=', gameId)
    .where('kickoff_at', '>=', from)
    .execute();
  return new Set(rows.map((r) => Number(r.kickoff_at)));
};

export const findMatch = (db: Db, id: number): Promise<MatchRow | undefined> =>
  db.selectFrom('sports_matches').selectAll().where('id', '=', id).executeTakeFirst();

/** Matches still taking bets at `now`, soonest first; of one game, or of any. */
export const findUpcoming = (db: Db, now: number, limit: number, gameId?: number) =>
  db
    .selectFrom('sports_matches')
    .selectAll()
    .where('status', '=', 'scheduled')
    .where('kickoff_at', '>', now)
    .$if(gameId !== undefined, (q) => q.where('game_id', '=', gameId as number))
    .orderBy('kickoff_at')
    .orderBy('id')
    .limit(limit)
    .execute();

/** Closes betting on every match that has kicked off by `at`. */
export const closeKickedOff = (db: Db, at: number) =>
  db
    .updateTable('sports_matches')
    .set({ status: 'live' })
    .where('status', '=', 'scheduled')
    .where('kickoff_at', '<=', at)
    .execute();

/** Matches that have ended by `at` and have no result yet. */
export const findEndedIds = async (db: Db, at: number, limit: number): Promise<number[]> => {
  const rows = await db
    .selectFrom('sports_matches')
    .select('id')
    .where('status', '!=', 'finished')
    .where('ends_at', '<=', at)
    .orderBy('ends_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
};

/** Writes the result once: null when the match already had one (drawn by another run). */
export const finishMatch = (
  db: Db,
  id: number,
  result: { result: MatchPick; home: number; away: number; at: number },
) =>
  db
    .updateTable('sports_matches')
    .set({
      status: 'finished',
      result: result.result,
      home_score: result.home,
      away_score: result.away,
      finished_at: result.at,
    })
    .where('id', '=', id)
    .where('status', '!=', 'finished')
    .returningAll()
    .executeTakeFirst();

/** Pending bets on finished matches, oldest first. */
export const findPendingOfFinished = (db: Db, limit: number): Promise<RoundRow[]> =>
  db
    .selectFrom('bet_records')
    .selectAll()
    .where('settled_at', 'is', null)
    .where('match_id', 'in', (q) =>
      q.selectFrom('sports_matches').select('id').where('status', '=', 'finished'),
    )
    .orderBy('id')
    .limit(limit)
    .execute();

/** The bets of `ids` still pending. */
export const findPendingByIds = (db: Db, ids: readonly number[]): Promise<RoundRow[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('bet_records')
        .selectAll()
        .where('id', 'in', ids)
        .where('settled_at', 'is', null)
        .where('match_id', 'is not', null)
        .orderBy('id')
        .execute();

/** The matches of `ids`, by id. */
export const findMatchesByIds = async (
  db: Db,
  ids: readonly number[],
): Promise<Map<number, MatchRow>> => {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('sports_matches').selectAll().where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r]));
};

/** The member's bets on the game's matches: pending first, then the latest settled. */
export const findMemberMatchBets = (db: Db, memberId: number, gameId: number, limit: number) =>
  db
    .selectFrom('bet_records')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('game_id', '=', gameId)
    .where('match_id', 'is not', null)
    .orderBy((eb) => eb.case().when('settled_at', 'is', null).then(0).else(1).end())
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

import { SUPPORTED_LANGUAGES } from '@lotto/contract';
import type { Ctx } from '../../context.js';
import { findPlayGameRow, gameIdsOfCategory } from '../games/index.js';
import { creditWin } from '../wallet/index.js';
import { addSettledBet } from './bet-days.js';
import { isAvailable, playableBy, playGameOf } from './play-game.js';
import { pickOne } from './rng.js';
import { choiceOf } from './round-view.js';
import { settleRound } from './rounds.repository.js';
import {
  closeKickedOff,
  findEndedIds,
  findKickOffs,
  findMatch,
  findMatchesByIds,
  findPendingByIds,
  findPendingOfFinished,
  finishMatch,
  insertMatch,
} from './sports.repository.js';
import type { MatchRow } from './sports.tables.js';
import { drawChances, drawResult, matchWin, scoreOf } from './sports-odds.js';
import { type Sport, sportOf } from './sports-teams.js';

/**
 * The sports vendor's rolling schedule (the sports-schedule job runs these): new matches ahead,
 * betting closed at kick-off, results drawn when matches end and every bet on them settled.
 * Each function is safe to run twice or from two processes: matches are unique per game and
 * kick-off, a result is written only once, a bet settles only while open, and its win carries
 * the ledger key win:<roundId>.
 */

/** Every sports game keeps this many matches ahead: the strip and the game always have a choice. */
export const UPCOMING_PER_GAME = 4;
/** A game's matches kick off this far apart, so four of them reach about six hours ahead. */
export const KICKOFF_EVERY_MS = 90 * 60_000;
/** Games start on a half-hour grid, shifted per game, so the strip shows different times. */
const GRID_MS = 30 * 60_000;
/** A match is added at least this long before kick-off, so there is time to bet on it. */
const MIN_LEAD_MS = 5 * 60_000;
/** Kick-off to final whistle: 90 minutes, half time and stoppage time. */
export const MATCH_LENGTH_MS = 105 * 60_000;
/** The catalogue's rows as no particular site sees them (site switches apply when listing). */
const ANY_SITE = 0;

interface ScheduledGame {
  id: number;
  rtp: number;
  phase: number;
  sport: Sport;
}

/** The catalogue's sports games that bet on scheduled matches and are switched on. */
const scheduledGames = async (ctx: Ctx): Promise<ScheduledGame[]> => {
  const ids = (await gameIdsOfCategory(ctx.db, 'SPORTS').orderBy('id').execute()).map((r) => r.id);
  const games: ScheduledGame[] = [];
  for (const [index, id] of ids.entries()) {
    const row = await findPlayGameRow(ctx.db, id, ANY_SITE, 'EN');
    if (!row || !isAvailable(row)) continue;
    const game = playGameOf(row);
    if (playableBy(game)?.kind !== 'match') continue;
    games.push({ id, rtp: game.rtp, phase: (index % 3) * GRID_MS, sport: sportOf(row.name) });
  }
  return games;
};

/** The game's next UPCOMING_PER_GAME kick-offs after `at` (with the lead), on its grid. */
export const kickOffsAfter = (at: number, phase: number): number[] => {
  const from = at + MIN_LEAD_MS - phase;
  const first = Math.floor(from / KICKOFF_EVERY_MS) * KICKOFF_EVERY_MS + KICKOFF_EVERY_MS + phase;
  return Array.from({ length: UPCOMING_PER_GAME }, (_, i) => first + i * KICKOFF_EVERY_MS);
};

const newMatchOf = (game: ScheduledGame, kickoff: number, at: number) => {
  const league = pickOne(game.sport.leagues);
  const home = pickOne(league.teams);
  const away = pickOne(league.teams.filter((t) => t !== home));
  const chances = drawChances(game.sport);
  const texts = SUPPORTED_LANGUAGES.map((language) => ({
    language,
    league: league.name[language],
    home_team: home.name[language],
    away_team: away.name[language],
  }));
  const match = {
    game_id: game.id,
    // The match's own columns keep the English names; players read the texts of their language.
    league: league.name.EN,
    home_team: home.name.EN,
    away_team: away.name.EN,
    home_icon: home.icon,
    away_icon: away.icon,
    kickoff_at: kickoff,
    ends_at: kickoff + MATCH_LENGTH_MS,
    rtp_bp: game.rtp,
    home_bp: chances.home,
    draw_bp: chances.draw,
    away_bp: chances.away,
    score_kind: game.sport.score,
    status: 'scheduled' as const,
    created_at: at,
  };
  return { match, texts };
};

/** Adds the matches each sports game lacks in its next UPCOMING_PER_GAME kick-offs after `at`. */
export const scheduleMatches = async (ctx: Ctx, at: number): Promise<void> => {
  for (const game of await scheduledGames(ctx)) {
    const wanted = kickOffsAfter(at, game.phase);
    const existing = await findKickOffs(ctx.db, game.id, wanted[0] ?? at);
    for (const kickoff of wanted) {
      if (existing.has(kickoff)) continue;
      const { match, texts } = newMatchOf(game, kickoff, at);
      await insertMatch(ctx.db, match, texts);
    }
  }
};

/** Closes betting on every match that has kicked off by `at`. */
export const closeKickedOffMatches = async (ctx: Ctx, at: number): Promise<void> => {
  await closeKickedOff(ctx.db, at);
};

/** Matches that have ended by `at` without a result (at most `limit`). */
export const endedMatchIds = (ctx: Ctx, at: number, limit: number): Promise<number[]> =>
  findEndedIds(ctx.db, at, limit);

const chancesOf = (match: MatchRow) => ({
  home: match.home_bp,
  draw: match.draw_bp,
  away: match.away_bp,
});

/** Draws an ended match's result with the platform RNG; a match that has one keeps it. */
export const finishEndedMatch = async (ctx: Ctx, matchId: number): Promise<void> => {
  const match = await findMatch(ctx.db, matchId);
  if (!match || match.status === 'finished') return;
  const result = drawResult(chancesOf(match));
  const score = scoreOf(match.score_kind, result);
  await finishMatch(ctx.db, matchId, { result, ...score, at: ctx.now() });
};

/** Pending bets on finished matches, oldest first: the next ones to settle. */
export const pendingBetsToSettle = (ctx: Ctx, limit: number) =>
  findPendingOfFinished(ctx.db, limit);

/**
 * Settles the bets by their match's result and pays each win to the wallet the stake came
 * from. A bet settled meanwhile is skipped; the win's ledger key refuses a second payment.
 */
export const settleMatchBets = async (ctx: Ctx, betIds: readonly number[]): Promise<void> => {
  const bets = await findPendingByIds(ctx.db, betIds);
  const matches = await findMatchesByIds(ctx.db, [...new Set(bets.map((b) => b.match_id ?? 0))]);
  for (const bet of bets) {
    const match = matches.get(bet.match_id ?? 0);
    const choice = choiceOf(bet);
    if (!match?.result || choice.kind !== 'match') continue;
    const won = choice.pick === match.result;
    const winMinor = won ? matchWin(bet.stake, match.rtp_bp, chancesOf(match)[choice.pick]) : 0;
    const outcome = {
      kind: 'match',
      result: match.result,
      homeGoals: match.home_score ?? 0,
      awayGoals: match.away_score ?? 0,
    };
    const settled = await settleRound(ctx.db, bet.id, {
      win: winMinor,
      outcome: JSON.stringify(outcome),
      settled_at: ctx.now(),
    });
    if (!settled) continue;
    // Sports bets are always of the sports category (only SPORTS games take match bets).
    await addSettledBet(ctx, settled, 'SPORTS');
    const wallet = {
      merchantId: bet.merchant_id,
      memberId: bet.member_id,
      kind: bet.wallet ?? 'cash',
    };
    await creditWin(ctx, { ...wallet, roundId: bet.round_id, winMinor });
  }
};

/**
 * The job's whole run at `at` in the caller's transaction: for the demo seed, which writes
 * history in one step. The job itself splits the same work into steps.
 */
export const runScheduleAt = async (ctx: Ctx, at: number): Promise<void> => {
  await scheduleMatches(ctx, at);
  await closeKickedOffMatches(ctx, at);
  for (const id of await endedMatchIds(ctx, at, Number.MAX_SAFE_INTEGER)) {
    await finishEndedMatch(ctx, id);
  }
  for (;;) {
    const ids = (await pendingBetsToSettle(ctx, 100)).map((b) => b.id);
    if (ids.length === 0) return;
    await settleMatchBets(ctx, ids);
  }
};

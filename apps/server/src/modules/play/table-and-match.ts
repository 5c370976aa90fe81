import type { PlayChoice, PlayOutcome } from '@lotto/contract';
import { uniformBelow, uniformBetween } from './rng.js';

/**
 * The demo vendor's two-step games: a table round (LIVE, PVP: player against banker) and a
 * single bet on a match (SPORTS, ESPORTS, COCKFIGHT). The bet opens the round; settling draws
 * the result. Every return below equals the vendor's RTP before wins are rounded down to the cent.
 */

type TableChoice = Extract<PlayChoice, { kind: 'table' }>;
type SingleChoice = Extract<PlayChoice, { kind: 'single' }>;
type Pick = SingleChoice['pick'];

/** Odds as the page shows them: rounded down to hundredths ("1.91"), never above what is paid. */
const oddsText = (hundredths: number) => (Math.floor(hundredths) / 100).toFixed(2);

/**
 * Table. Both cards are uniform ranks 2 to 14, so P(tie) = 13/169 = 1/13 and each side wins
 * with 6/13. A tie returns the stake; a winning side returns k x stake. For a return of r:
 *   6/13 * k + 1/13 * 1 = r   =>   k = (13r - 1) / 6
 * in basis points k = (13 * rtp - 10000) / 60000 (96 % gives 1.9133...).
 */
const tableWin = (stakeMinor: number, rtp: number) =>
  Math.floor((stakeMinor * (13 * rtp - 10_000)) / 60_000);

export const tableOdds = (rtp: number): Record<string, string> => {
  const odds = oddsText((13 * rtp - 10_000) / 600);
  return { player: odds, banker: odds };
};

/** Deals the round: the higher card wins. */
export const dealTable = (choice: TableChoice, stakeMinor: number, rtp: number) => {
  const player = uniformBetween(2, 14);
  const banker = uniformBetween(2, 14);
  const outcome: PlayOutcome = { kind: 'table', player, banker };
  if (player === banker) return { outcome, winMinor: stakeMinor };
  const winner = player > banker ? 'player' : 'banker';
  return { outcome, winMinor: winner === choice.side ? tableWin(stakeMinor, rtp) : 0 };
};

/**
 * Match. Fixed chances in basis points; a pick pays rtp / p, so every pick returns exactly
 * p * (rtp / p) = rtp.
 */
export const MATCH_CHANCES: Readonly<Record<Pick, number>> = { home: 4500, draw: 1000, away: 4500 };
const PICKS = ['home', 'draw', 'away'] as const;

export const matchOdds = (rtp: number): Record<string, string> =>
  Object.fromEntries(PICKS.map((p) => [p, oddsText((rtp * 100) / MATCH_CHANCES[p])]));

const resultOf = (draw: number): Pick => {
  let left = draw;
  for (const pick of PICKS) {
    if (left < MATCH_CHANCES[pick]) return pick;
    left -= MATCH_CHANCES[pick];
  }
  throw new Error('match chances do not sum to 10000');
};

/** A score that agrees with the result (cockfight reads it as points). */
const scoreOf = (result: Pick) => {
  if (result === 'draw') {
    const goals = uniformBetween(0, 3);
    return { homeGoals: goals, awayGoals: goals };
  }
  const more = uniformBetween(1, 4);
  const less = uniformBelow(more);
  return result === 'home'
    ? { homeGoals: more, awayGoals: less }
    : { homeGoals: less, awayGoals: more };
};

/** Plays the match: the result, a fitting score and the win. */
export const playMatch = (choice: SingleChoice, stakeMinor: number, rtp: number) => {
  const result = resultOf(uniformBelow(10_000));
  const outcome: PlayOutcome = { kind: 'single', result, ...scoreOf(result) };
  const winMinor =
    result === choice.pick ? Math.floor((stakeMinor * rtp) / MATCH_CHANCES[choice.pick]) : 0;
  return { outcome, winMinor };
};

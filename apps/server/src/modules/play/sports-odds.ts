import { MATCH_PICKS, type MatchOdds, type MatchPick } from '@lotto/contract';
import { uniformBelow, uniformBetween } from './rng.js';
import type { ScoreKind, Sport } from './sports-teams.js';

/**
 * A scheduled match's chances, odds, result and score. Chances are basis points summing to
 * 10000; a pick pays rtp / chance per unit staked, so every pick of every match returns exactly
 * the vendor's RTP (chance x rtp / chance), before the win is rounded down to the cent. The
 * odds shown are rounded down too, so a member is never paid less than the odds say.
 */

export type Chances = Record<MatchPick, number>;

/** Chances of a new match: a stronger or weaker home side each time, draws where they happen. */
export const drawChances = (sport: Sport): Chances => {
  if (!sport.draws) {
    const home = uniformBetween(3000, 7000);
    return { home, draw: 0, away: 10_000 - home };
  }
  const draw = uniformBetween(2200, 3000);
  const home = uniformBetween(2800, 5200);
  return { home, draw, away: 10_000 - draw - home };
};

/** What a pick pays per 1 staked, in hundredths rounded down ("2.13"). */
export const oddsText = (rtpBp: number, chanceBp: number): string =>
  (Math.floor((rtpBp * 100) / chanceBp) / 100).toFixed(2);

export const oddsOf = (rtpBp: number, chances: Chances): MatchOdds => ({
  home: oddsText(rtpBp, chances.home),
  ...(chances.draw > 0 ? { draw: oddsText(rtpBp, chances.draw) } : {}),
  away: oddsText(rtpBp, chances.away),
});

/** The win of a stake on a pick that came in, rounded down to the cent. */
export const matchWin = (stakeMinor: number, rtpBp: number, chanceBp: number): number =>
  Math.floor((stakeMinor * rtpBp) / chanceBp);

/** The result, drawn by the platform's RNG with the match's chances. */
export const drawResult = (chances: Chances): MatchPick => {
  let left = uniformBelow(10_000);
  for (const pick of MATCH_PICKS) {
    if (left < chances[pick]) return pick;
    left -= chances[pick];
  }
  throw new Error('match chances do not sum to 10000');
};

/** The winner's and loser's score (equal for a draw). */
const sidesOf = (kind: ScoreKind, level: boolean): [number, number] => {
  if (kind === 'points') {
    const less = uniformBetween(72, 110);
    return [less + uniformBetween(1, 18), less];
  }
  if (kind === 'sets') return [2, uniformBelow(2)];
  if (level) {
    const goals = uniformBetween(0, 3);
    return [goals, goals];
  }
  const more = uniformBetween(1, 4);
  return [more, uniformBelow(more)];
};

/** A score that agrees with the result. */
export const scoreOf = (kind: ScoreKind, result: MatchPick): { home: number; away: number } => {
  const [winner, loser] = sidesOf(kind, result === 'draw');
  return result === 'away' ? { home: loser, away: winner } : { home: winner, away: loser };
};

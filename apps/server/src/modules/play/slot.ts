import type { PlayOutcome } from '@lotto/contract';
import { amountOf } from '../games/index.js';
import type { Fraction } from '../jackpot/index.js';
import { pickOne, pickWeightedBig } from './rng.js';

/**
 * The demo vendor's slot (RNG and FISH games): one spin draws a pay-table line, then reels are
 * built around it. Three equal symbols on the middle row pay that symbol's multiplier; any
 * other middle row pays nothing.
 *
 * The pay table's return is exact. Each paying line i has a multiplier m_i (hundredths) and a
 * relative weight w_i; with S = sum(w_i * m_i) and W = sum(w_i), give line i the weight
 * w_i * rtp (rtp in basis points) out of a total of 100 * S. Then
 *   E[multiplier] = sum(w_i * rtp * m_i / 100) / (100 * S) = rtp / 10000
 * exactly, and the losing line takes the rest of the total: 100 * S - rtp * W, so
 * P(lose) = 1 - rtp * W / (100 * S). That stays non-negative while rtp <= 100 * S / W (the
 * mean paying multiplier, about 171 % here). Wins are rounded down to the cent.
 *
 * The RTP may be a fraction of basis points (num / den): a real-money round of a site with a
 * jackpot pays the RTP less the jackpot's share of it (jackpot.terms.ts). Scaling every weight
 * by den keeps the same argument exact: paying weights w_i * num, losing 100 * S * den - num * W.
 */

export interface PayLine {
  symbol: string;
  /** Hundredths of the stake paid back: 50 = 0.50x. */
  multiplier: number;
  weight: number;
}

export const PAY_TABLE: readonly PayLine[] = [
  { symbol: 'cherry', multiplier: 50, weight: 300 },
  { symbol: 'lemon', multiplier: 100, weight: 200 },
  { symbol: 'bell', multiplier: 200, weight: 120 },
  { symbol: 'star', multiplier: 500, weight: 40 },
  { symbol: 'bar', multiplier: 1000, weight: 15 },
  { symbol: 'seven', multiplier: 2500, weight: 5 },
  { symbol: 'diamond', multiplier: 10_000, weight: 1 },
];
export const SLOT_SYMBOLS = PAY_TABLE.map((line) => line.symbol);

const S = PAY_TABLE.reduce((sum, l) => sum + BigInt(l.weight * l.multiplier), 0n);
const W = PAY_TABLE.reduce((sum, l) => sum + BigInt(l.weight), 0n);

/** Weights of the losing line (index 0) and each paying line, for an RTP of num / den bp. */
export const exactSlotWeights = (rtp: Fraction): bigint[] => {
  const lose = 100n * S * rtp.den - rtp.num * W;
  if (rtp.num <= 0n || rtp.den <= 0n || lose < 0n) {
    throw new RangeError(`slot: RTP ${rtp.num}/${rtp.den} is out of this pay table's range`);
  }
  return [lose, ...PAY_TABLE.map((l) => BigInt(l.weight) * rtp.num)];
};

/** Integer weights of the losing line (index 0) and each paying line, for an RTP. */
export const slotWeights = (rtpBasisPoints: number): number[] => {
  if (!Number.isInteger(rtpBasisPoints)) {
    throw new RangeError(`slot: RTP ${rtpBasisPoints} is out of this pay table's range`);
  }
  return exactSlotWeights({ num: BigInt(rtpBasisPoints), den: 1n }).map(Number);
};

/** The multipliers the page shows beside each symbol ("0.50" ...). */
export const slotOdds = (): Record<string, string> =>
  Object.fromEntries(PAY_TABLE.map((l) => [l.symbol, amountOf(l.multiplier)]));

/** A middle row that does not pay: three symbols, not all the same. */
const losingRow = (): string[] => {
  const row = [pickOne(SLOT_SYMBOLS), pickOne(SLOT_SYMBOLS)];
  const [a, b] = row;
  const third = a === b ? SLOT_SYMBOLS.filter((s) => s !== a) : SLOT_SYMBOLS;
  return [...row, pickOne(third)];
};

/** One spin: the outcome (reels[i] is reel i top to bottom; row 1 pays) and the win. */
export const spin = (
  stakeMinor: number,
  rtp: Fraction,
): { outcome: PlayOutcome; winMinor: number } => {
  const index = pickWeightedBig(exactSlotWeights(rtp));
  const line = index === 0 ? null : PAY_TABLE[index - 1];
  const middle = line ? [line.symbol, line.symbol, line.symbol] : losingRow();
  const reels = middle.map((symbol) => [pickOne(SLOT_SYMBOLS), symbol, pickOne(SLOT_SYMBOLS)]);
  const multiplier = line?.multiplier ?? 0;
  return {
    outcome: { kind: 'slot', reels, multiplier: amountOf(multiplier) },
    winMinor: Math.floor((stakeMinor * multiplier) / 100),
  };
};

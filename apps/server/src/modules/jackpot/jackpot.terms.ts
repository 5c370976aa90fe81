import { JACKPOT_LIMITS, MINOR_PER_MAJOR } from '@lotto/contract';
import { AppError } from '../../errors.js';

/**
 * The jackpot's arithmetic, exact (bigint fractions, no floats). A real-money slot round of
 * stake s (minor units) on a site with terms (contribution c bp, hit odds N, seed S):
 *
 * - puts k = floor(s * c / 10000) into the pool;
 * - hits with probability p = min(s, H) / H, H = N * 100 (a stake of 1.00 hits once in N);
 * - so in the long run the pool pays back every contribution and, once per H staked on
 *   average, the house's seed: a hit pays the seed plus what was contributed since the last
 *   one, and over a cycle of hits E[staked] = H (each round adds its p, which sum to one hit).
 *
 * The jackpot therefore returns 10000 * (k + S * p) / s bp of this round's stake, and the
 * game's own draw returns the configured RTP less that (baseReturnOf): game plus jackpot is
 * the RTP exactly, for every stake. (Two hits drawn against the same pool at the same instant
 * pay it once; the second is void: a chance of the order of p squared, left out.)
 */

/** A non-negative fraction num / den; den > 0. */
export interface Fraction {
  num: bigint;
  den: bigint;
}

export interface JackpotTerms {
  contributionBp: number;
  hitOdds: number;
  seedMinor: number;
  /** The smallest stake that takes part (minor units); absent: every stake. */
  minStakeMinor?: number | undefined;
}

/** The most of a stake a jackpot may return (contribution plus seed per stake): 20 %. */
export const MAX_JACKPOT_RETURN_BP = JACKPOT_LIMITS.maxReturnBp;
const MAX_SEED_MINOR = JACKPOT_LIMITS.maxSeedMinor;
const MAX_HIT_ODDS = JACKPOT_LIMITS.maxHitOdds;

/** H: the stake that hits once on average (minor units). */
export const hitStakeOf = (terms: JackpotTerms): bigint =>
  BigInt(terms.hitOdds) * BigInt(MINOR_PER_MAJOR);

/** Minor units of the stake that go to the pool. */
export const contributionOf = (terms: JackpotTerms, stakeMinor: number): number =>
  Number((BigInt(stakeMinor) * BigInt(terms.contributionBp)) / 10_000n);

/** The chance that a round of this stake hits: `hits` out of `outOf`. */
export const hitChanceOf = (terms: JackpotTerms, stakeMinor: number) => {
  const outOf = hitStakeOf(terms);
  const stake = BigInt(stakeMinor);
  return { hits: stake < outOf ? stake : outOf, outOf };
};

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

/**
 * Basis points of this round's stake the jackpot returns: 10000 * (k + S * p) / s, in lowest
 * terms (round figures usually make it whole, and the slot then draws from a small total).
 */
export const jackpotReturnOf = (terms: JackpotTerms, stakeMinor: number): Fraction => {
  const { hits, outOf } = hitChanceOf(terms, stakeMinor);
  const k = BigInt(contributionOf(terms, stakeMinor));
  const seed = BigInt(terms.seedMinor);
  const num = 10_000n * (k * outOf + seed * hits);
  const den = BigInt(stakeMinor) * outOf;
  const common = gcd(num, den);
  return { num: num / common, den: den / common };
};

/** The game's own return: the configured RTP (bp) less what the jackpot returns, if any. */
export const baseReturnOf = (rtpBasisPoints: number, jackpot: Fraction | null): Fraction =>
  jackpot
    ? { num: BigInt(rtpBasisPoints) * jackpot.den - jackpot.num, den: jackpot.den }
    : { num: BigInt(rtpBasisPoints), den: 1n };

const isIntIn = (value: number, min: number, max: number) =>
  Number.isSafeInteger(value) && value >= min && value <= max;

/**
 * Refuses terms that are not whole numbers in range, or whose jackpot would return more than
 * MAX_JACKPOT_RETURN_BP of a stake (c + 10000 * S / H at most, reached by stakes up to H).
 */
export const checkTerms = (terms: JackpotTerms): void => {
  const ok =
    isIntIn(terms.contributionBp, 0, MAX_JACKPOT_RETURN_BP) &&
    isIntIn(terms.hitOdds, 1, MAX_HIT_ODDS) &&
    isIntIn(terms.seedMinor, 0, MAX_SEED_MINOR) &&
    isIntIn(terms.minStakeMinor ?? 0, 0, MAX_SEED_MINOR);
  if (!ok || maxReturnOf(terms).num > BigInt(MAX_JACKPOT_RETURN_BP) * maxReturnOf(terms).den) {
    throw new AppError('jackpot.terms.invalid');
  }
};

/** Basis points of a stake the jackpot returns at most: c + 10000 * S / H (stakes up to H). */
export const maxReturnOf = (terms: JackpotTerms): Fraction => {
  const h = hitStakeOf(terms);
  return { num: BigInt(terms.contributionBp) * h + 10_000n * BigInt(terms.seedMinor), den: h };
};

import { randomBytes, randomInt } from 'node:crypto';

/**
 * The one source of chance of the demo vendor's games: node:crypto's CSPRNG, which draws
 * without modulo bias. Every draw of a slot, a card or a match result goes through here, so
 * the uniformity test of this function covers them all. (The in-house games draw from the
 * provably fair seeds instead, see in-house-vendor.ts.)
 */

/** randomInt's limit: max - min must stay below 2^48. */
const MAX_RANGE = 2 ** 48;

/** A uniform integer in [0, k). */
export const uniformBelow = (k: number): number => {
  if (!Number.isSafeInteger(k) || k < 1 || k >= MAX_RANGE) {
    throw new RangeError(`uniformBelow: bad range ${k}`);
  }
  return randomInt(k);
};

/** A uniform integer in [min, max], both included. */
export const uniformBetween = (min: number, max: number): number =>
  min + uniformBelow(max - min + 1);

/** One item of a non-empty list, each equally likely. */
export const pickOne = <T>(items: readonly T[]): T => {
  const item = items[uniformBelow(items.length)];
  if (item === undefined) throw new RangeError('pickOne: empty list');
  return item;
};

/**
 * The index of a weighted outcome: weights are non-negative integers, each index comes up with
 * probability weight / sum, exactly (one uniform draw over the integer total).
 */
export const pickWeighted = (weights: readonly number[]): number => {
  const total = weights.reduce((sum, w) => sum + w, 0);
  let draw = uniformBelow(total);
  for (const [index, weight] of weights.entries()) {
    if (draw < weight) return index;
    draw -= weight;
  }
  throw new Error('pickWeighted: unreachable');
};

const MAX_RANGE_BIG = BigInt(MAX_RANGE);

/**
 * A uniform integer in [0, k) for any positive bigint: randomInt below 2^48, else rejection
 * sampling on just enough random bits (each try succeeds with probability above one half).
 */
export const uniformBelowBig = (k: bigint): bigint => {
  if (k < 1n) throw new RangeError(`uniformBelowBig: bad range ${k}`);
  if (k < MAX_RANGE_BIG) return BigInt(randomInt(Number(k)));
  const bits = k.toString(2).length;
  const bytes = Math.ceil(bits / 8);
  const excess = BigInt(bytes * 8 - bits);
  for (;;) {
    const draw = BigInt(`0x${randomBytes(bytes).toString('hex')}`) >> excess;
    if (draw < k) return draw;
  }
};

/** pickWeighted over bigint weights, for exact fractions whose total passes 2^48. */
export const pickWeightedBig = (weights: readonly bigint[]): number => {
  const total = weights.reduce((sum, w) => sum + w, 0n);
  let draw = uniformBelowBig(total);
  for (const [index, weight] of weights.entries()) {
    if (draw < weight) return index;
    draw -= weight;
  }
  throw new Error('pickWeightedBig: unreachable');
};

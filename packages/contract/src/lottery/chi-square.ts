/**
 * Test helpers (not exported by the contract): Pearson's chi-square against a uniform spread
 * and its 99 % critical value (Wilson-Hilferty, within 0.2 % of the tables from 9 degrees of
 * freedom up), and the draws of a family over many seeds and draw numbers.
 */
import { createHmac } from 'node:crypto';
import { drawResultWith } from './draw.js';
import type { LotteryFamily, LotteryResult } from './families.js';

/** Normal quantiles at 1 - 1 % / tests (Bonferroni: several tests together at 99 %). */
const Z_99: Record<number, number> = { 1: 2.326_347_874, 5: 2.878_161_739 };

/** The statistic a uniform spread stays below with 99 % (each of `tests` at 1 - 1 % / tests). */
export const critical99 = (df: number, tests = 1): number => {
  const z = Z_99[tests];
  if (z === undefined) throw new RangeError(`no quantile for ${tests} tests`);
  const a = 2 / (9 * df);
  return df * (1 - a + z * Math.sqrt(a)) ** 3;
};

/** Pearson's statistic of observed counts against equal expected counts. */
export const chiSquare = (counts: ArrayLike<number>): number => {
  let total = 0;
  for (let i = 0; i < counts.length; i++) total += counts[i] as number;
  const expected = total / counts.length;
  let sum = 0;
  for (let i = 0; i < counts.length; i++) sum += ((counts[i] as number) - expected) ** 2 / expected;
  return sum;
};

/** Adds to a count cell; a cell outside the array is a bug in the test, so it throws. */
export const bump = (counts: Float64Array | undefined, at: number, by = 1): void => {
  if (!counts || at < 0 || at >= counts.length) throw new RangeError(`no cell ${at}`);
  counts[at] = (counts[at] ?? 0) + by;
};

const hmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest();

/** Calls `each` with `n` results: 9,999 draws per seed, as a day of one-minute games would. */
export const forDraws = (
  family: LotteryFamily,
  variant: string | null,
  n: number,
  each: (result: LotteryResult) => void,
): void => {
  for (let i = 0; i < n; i++) {
    const seed = `chi-square-${family}-${variant}-${Math.floor(i / 9999)}`;
    const drawNo = `20261123-${String((i % 9999) + 1).padStart(4, '0')}`;
    each(drawResultWith(hmac, family, variant, seed, drawNo));
  }
};

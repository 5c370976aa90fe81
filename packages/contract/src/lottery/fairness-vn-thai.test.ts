import { describe, expect, it } from 'vitest';
import { bump, chiSquare, critical99, forDraws } from './chi-square.js';

/**
 * VN and THAI results are strings of independent digits. Each digit place of each prize number
 * is counted; the places' statistics added are chi-square with 9 x places degrees of freedom
 * (one test, so a hundred places do not make a chance failure likely). 2 x 10^5 draws each:
 * tens of millions of digits, and the suite stays quick.
 */
const DRAWS = 200_000;

const digitPlaces = (family: 'VN' | 'THAI', variant: string | null) => {
  const places: Float64Array[] = [];
  forDraws(family, variant, DRAWS, (r) => {
    const numbers =
      r.family === 'VN'
        ? r.prizes.flat()
        : r.family === 'THAI'
          ? [r.first, ...r.front3, ...r.bottom3, r.bottom2]
          : [];
    let at = 0;
    for (const n of numbers) {
      for (const ch of n) {
        places[at] ??= new Float64Array(10);
        bump(places[at], Number(ch));
        at += 1;
      }
    }
  });
  return places;
};

describe('VN and THAI draws are uniform (chi-square at 99 %, fixed seeds)', () => {
  it.each([
    ['VN', 'north', 107],
    ['VN', 'south', 82],
    ['THAI', null, 20],
  ] as const)(
    '%s %s: every digit place of every prize number',
    (family, variant, count) => {
      const places = digitPlaces(family, variant);
      expect(places).toHaveLength(count);
      const total = places.reduce((sum, counts) => sum + chiSquare(counts), 0);
      expect(total).toBeLessThan(critical99(9 * count));
      const pooled = new Float64Array(10);
      for (const counts of places)
        counts.forEach((c, d) => {
          bump(pooled, d, c);
        });
      expect(chiSquare(pooled)).toBeLessThan(critical99(9));
    },
    180_000,
  );
});

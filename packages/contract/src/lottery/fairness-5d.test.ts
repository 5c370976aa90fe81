import { describe, expect, it } from 'vitest';
import { bump, chiSquare, critical99, forDraws } from './chi-square.js';

const DRAWS = 1_000_000;

describe('5D draws are uniform (chi-square at 99 %, 10^6 draws, fixed seeds)', () => {
  it('in each digit position and over the whole 5-digit number', () => {
    const positions = Array.from({ length: 5 }, () => new Float64Array(10));
    const whole = new Float64Array(100_000);
    forDraws('5D', null, DRAWS, (r) => {
      if (r.family !== '5D') throw new Error('family');
      let number = 0;
      r.digits.forEach((d, i) => {
        bump(positions[i], d);
        number = number * 10 + d;
      });
      bump(whole, number);
    });
    // The five positions together at 99 % (each at 99.8 %), the whole number on its own.
    for (const counts of positions) expect(chiSquare(counts)).toBeLessThan(critical99(9, 5));
    expect(chiSquare(whole)).toBeLessThan(critical99(99_999));
  }, 180_000);
});

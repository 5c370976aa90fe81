import { describe, expect, it } from 'vitest';
import { subsets } from './bet-type.js';
import { bump, chiSquare, critical99, forDraws } from './chi-square.js';

const DRAWS = 1_000_000;

describe('K3 and 11x5 draws are uniform (chi-square at 99 %, 10^6 draws, fixed seeds)', () => {
  it('K3 over its 216 joint outcomes (dice in draw order)', () => {
    const cells = new Float64Array(216);
    forDraws('K3', null, DRAWS, (r) => {
      if (r.family !== 'K3') throw new Error('family');
      const [a = 1, b = 1, c = 1] = r.dice;
      bump(cells, (a - 1) * 36 + (b - 1) * 6 + (c - 1));
    });
    expect(chiSquare(cells)).toBeLessThan(critical99(215));
  }, 180_000);

  it('11x5 over its 462 sets of five, and each draw place over 11 numbers', () => {
    const index = new Map(
      subsets([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 5).map((s, i) => [s.join(','), i]),
    );
    expect(index.size).toBe(462);
    const sets = new Float64Array(462);
    const places = Array.from({ length: 5 }, () => new Float64Array(11));
    forDraws('11X5', null, DRAWS, (r) => {
      if (r.family !== '11X5') throw new Error('family');
      bump(sets, index.get([...r.balls].sort((x, y) => x - y).join(',')) ?? -1);
      r.balls.forEach((b, i) => {
        bump(places[i], b - 1);
      });
    });
    expect(chiSquare(sets)).toBeLessThan(critical99(461));
    for (const counts of places) expect(chiSquare(counts)).toBeLessThan(critical99(10, 5));
  }, 180_000);
});

import { describe, expect, it } from 'vitest';
import { pickWeighted, uniformBelow } from './rng.js';
import { PAY_TABLE, slotWeights } from './slot.js';
import { MATCH_CHANCES } from './table-and-match.js';

/**
 * The upper 1 % point of the chi-square distribution with `df` degrees of freedom, by the
 * Wilson-Hilferty cube-root approximation (error far below 0.1 % of the value for df >= 10;
 * checked against table values below).
 */
const chiSquare99 = (df: number): number => {
  const z99 = 2.326_347_874; // the standard normal's 99 % quantile
  const a = 2 / (9 * df);
  return df * (1 - a + z99 * Math.sqrt(a)) ** 3;
};

const chiSquareOf = (counts: number[], expected: number): number =>
  counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);

describe('the game RNG', () => {
  it('computes the chi-square critical values of the tables', () => {
    // Published 99 % points: df 12 -> 26.217, df 100 -> 135.807, df 999 -> 1105.917.
    expect(chiSquare99(12)).toBeCloseTo(26.217, 1);
    expect(chiSquare99(100)).toBeCloseTo(135.807, 1);
    expect(chiSquare99(999)).toBeCloseTo(1105.917, 1);
  });

  /** The chi-square statistic of `draws` uniform draws below k. */
  const sampleStatistic = (k: number, draws: number): number => {
    const counts = new Array<number>(k).fill(0);
    for (let i = 0; i < draws; i++) {
      const n = uniformBelow(k);
      counts[n] = (counts[n] ?? 0) + 1;
    }
    return chiSquareOf(counts, draws / k);
  };

  // A fair generator exceeds the 99 % point in 1 % of samples; a test that fails then would
  // fail CI once in a hundred runs. So a sample over the limit gets one fresh sample: a fair
  // generator fails both once in 10^4 runs, a biased one (which fails nearly every sample at
  // 10^6 draws) still fails.
  it.each([
    [13, 1_000_000], // card ranks
    [1000, 1_000_000],
  ])(
    'draws uniform integers below %i (chi-square below its 0.99 quantile, %i draws)',
    (k, draws) => {
      const limit = chiSquare99(k - 1);
      const statistics = [sampleStatistic(k, draws)];
      if ((statistics[0] ?? 0) >= limit) statistics.push(sampleStatistic(k, draws));
      expect(Math.min(...statistics)).toBeLessThan(limit);
    },
    20_000,
  );

  it('refuses ranges it cannot draw from', () => {
    for (const k of [0, -1, 1.5, 2 ** 48]) expect(() => uniformBelow(k)).toThrow(RangeError);
  });

  it('picks weighted outcomes in proportion to their weights', () => {
    const weights = [1, 0, 3, 6];
    const draws = 200_000;
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < draws; i++) {
      const index = pickWeighted(weights);
      counts[index] = (counts[index] ?? 0) + 1;
    }
    expect(counts[1]).toBe(0);
    const used = [counts[0], counts[2], counts[3]] as number[];
    const statistic = used.reduce((sum, c, i) => {
      const expected = (draws * ([1, 3, 6][i] as number)) / 10;
      return sum + (c - expected) ** 2 / expected;
    }, 0);
    // With 2 degrees of freedom chi-square is exponential: its 99.99 % point is -2 ln(10^-4).
    expect(statistic).toBeLessThan(-2 * Math.log(1e-4));
  });
});

describe('return to player', () => {
  it.each([9600, 9700, 9000, 10_000])('the slot pay table returns exactly %i bp', (rtp) => {
    const weights = slotWeights(rtp);
    const total = weights.reduce((sum, w) => sum + w, 0);
    // E[multiplier] = sum(weight_i * m_i / 100) / total; compare as integers: no rounding.
    const paid = PAY_TABLE.reduce(
      (sum, line, i) => sum + (weights[i + 1] ?? 0) * line.multiplier,
      0,
    );
    expect(paid * 10_000).toBe(rtp * total * 100);
    expect(weights[0]).toBeGreaterThan(0);
  });

  it('refuses an RTP the pay table cannot reach', () => {
    expect(() => slotWeights(20_000)).toThrow(RangeError);
    expect(() => slotWeights(0)).toThrow(RangeError);
  });

  it('the table and match odds return the RTP before rounding to the cent', () => {
    const rtp = 9600;
    // Over all 169 equally likely deals, a player bet of 60000 units (so k*stake is whole).
    let returned = 0;
    for (let player = 2; player <= 14; player++) {
      for (let banker = 2; banker <= 14; banker++) {
        if (player === banker) returned += 60_000;
        else if (player > banker) returned += 13 * rtp - 10_000;
      }
    }
    expect(returned * 10_000).toBe(rtp * 169 * 60_000);
    const chances = Object.values(MATCH_CHANCES);
    expect(chances.reduce((sum, p) => sum + p, 0)).toBe(10_000);
    // A pick of chance p pays rtp / p: p * (rtp / p) = rtp for every pick.
  });
});

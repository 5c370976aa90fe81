import { describe, expect, it } from 'vitest';
import { type StakeRecord, validStake } from './valid-stake.js';

const bet = (fields: Partial<StakeRecord>): StakeRecord => ({
  category: 'RNG',
  stakeMinor: 1000,
  refundedMinor: 0,
  settled: true,
  market: null,
  selection: null,
  ...fields,
});

describe('validStake', () => {
  it('counts settled stakes times their category contribution, rounded down', () => {
    const records = [bet({}), bet({ category: 'LIVE', stakeMinor: 999 }), bet({ settled: false })];
    expect(validStake(records, { RNG: 100, LIVE: 20 })).toBe(1000 + 199);
  });

  it('takes off what was cancelled or refunded', () => {
    expect(
      validStake([bet({ refundedMinor: 400 }), bet({ refundedMinor: 5000 })], { RNG: 100 }),
    ).toBe(600);
  });

  it('counts only the largest side of opposite selections on one market (a hedge is not turnover)', () => {
    const match = (selection: string, stakeMinor: number) =>
      bet({ category: 'SPORTS', market: 'match-7', selection, stakeMinor });
    const records = [
      match('home', 3000),
      match('away', 1000),
      match('home', 500),
      match('draw', 200),
    ];
    expect(validStake(records, { SPORTS: 100 })).toBe(3500);
    expect(
      validStake([...records, bet({ category: 'SPORTS', market: 'match-8', selection: 'home' })], {
        SPORTS: 50,
      }),
    ).toBe(1750 + 500);
  });

  it('counts nothing of a category the site gives no contribution', () => {
    expect(validStake([bet({ category: 'FISH' })], { RNG: 100 })).toBe(0);
  });
});

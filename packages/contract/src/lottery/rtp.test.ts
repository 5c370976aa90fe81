import { describe, expect, it } from 'vitest';
import { DEFAULT_PRIZE_GROUPS } from '../constants.js';
import { type BetTypeDef, product, range, type Selection } from './bet-type.js';
import { BET_TYPES, betCount, betTypeOf, betTypesOf, randomSelection } from './bets.js';
import { type LotteryResult, VN_LAYOUTS, type VnVariant } from './families.js';
import { type Ratio, ratio } from './money.js';
import { RTP_FLOOR, rtpPercentText, rtpRangeOf, rtpWithinLimits, tierRtp } from './rtp.js';
import { xienChance } from './table-vn.js';

const type = (code: string) => {
  const found = betTypeOf(code);
  if (!found) throw new Error(code);
  return found;
};

/** Σ over results of the times each tier pays, divided by the results and the bets. */
const meanTimes = (t: BetTypeDef, s: Selection, results: readonly LotteryResult[]) => {
  const times = new Map<string, bigint>();
  for (const r of results) {
    for (const [tier, n] of t.rules.hits(s, r))
      times.set(tier, (times.get(tier) ?? 0n) + BigInt(n));
  }
  const per = BigInt(results.length * betCount(t, s));
  return new Map([...times].map(([tier, n]) => [tier, ratio(n, per)]));
};

const expectChance = (t: BetTypeDef, s: Selection, results: readonly LotteryResult[]) => {
  const seen = meanTimes(t, s, results);
  expect(seen.size, `${t.code} ${JSON.stringify(s)}`).toBeGreaterThan(0);
  for (const [tier, mean] of seen) {
    expect(mean, `${t.code} ${tier}`).toEqual(t.prizes.chance[tier] as Ratio);
  }
};

const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

describe('what each bet type pays back', () => {
  it('stays between the site floor (85 %) and the stake for every bet type, at the default groups', () => {
    const out: string[] = [];
    for (const t of BET_TYPES) {
      for (const group of [DEFAULT_PRIZE_GROUPS.min, DEFAULT_PRIZE_GROUPS.max]) {
        for (const tier of Object.keys(t.prizes.full)) {
          const rtp = tierRtp(t, tier, group);
          if (!rtpWithinLimits(rtp)) out.push(`${t.code} ${tier} ${rtpPercentText(rtp)} %`);
        }
      }
    }
    expect(out).toEqual([]);
    expect(RTP_FLOOR).toEqual(ratio(17, 20));
  });

  it('is exact: 98 % at group 1960 for the prize-group families, the odds for fixed ones', () => {
    for (const t of BET_TYPES.filter((b) => b.prizes.basis === 'group')) {
      expect(rtpRangeOf(t, 1960), t.code).toEqual({ min: ratio(49, 50), max: ratio(49, 50) });
    }
    expect(rtpPercentText(rtpRangeOf(type('VN_LO2'), 1960, 'north').min)).toBe('99.6');
    expect(rtpRangeOf(type('THAI_3TOD'), 1960)).toEqual({ min: ratio(9, 10), max: ratio(9, 10) });
    expect(rtpPercentText(rtpRangeOf(type('VN_XIEN2'), 1960, 'south').min)).toBe('88.7');
    expect(rtpPercentText(rtpRangeOf(type('VN_XIEN4'), 1960, 'north').min)).toBe('88.1');
  });

  it('counts the chances right: every 5D, K3 and 11x5 result enumerated', () => {
    const digits = range(0, 9);
    const d5: LotteryResult[] = product([digits, digits, digits, digits, digits]).map((d) => ({
      family: '5D',
      digits: d,
    }));
    const k3: LotteryResult[] = product([range(1, 6), range(1, 6), range(1, 6)]).map((dice) => ({
      family: 'K3',
      dice,
    }));
    const x5: LotteryResult[] = product([range(1, 11), range(1, 11), range(1, 11), range(1, 11)])
      .filter((b) => new Set(b).size === 4)
      .flatMap((b) =>
        range(1, 11)
          .filter((x) => !b.includes(x))
          .map((x) => ({ family: '11X5' as const, balls: [...b, x] })),
      );
    const random = seeded(3);
    for (const [family, results] of [
      ['5D', d5],
      ['K3', k3],
      ['11X5', x5],
    ] as const) {
      for (const t of betTypesOf(family)) {
        if (t.code === 'K3_SUM') {
          for (const sum of range(3, 18)) expectChance(t, { positions: [[sum]] }, results);
        } else expectChance(t, randomSelection(t, random), results);
      }
    }
  }, 60_000);

  it('counts the chances right: Thai and VN over results whose every number runs through its values', () => {
    const pad = (n: number, d: number) => String(n % 10 ** d).padStart(d, '0');
    const thai: LotteryResult[] = range(0, 999).map((x) => ({
      family: 'THAI',
      first: `123${pad(x, 3)}`,
      front3: [pad(x, 3), pad(x + 500, 3)],
      bottom3: [pad(x + 250, 3), pad(x + 750, 3)],
      bottom2: pad(x, 2),
    }));
    const random = seeded(4);
    for (const t of betTypesOf('THAI')) {
      if (t.code === 'THAI_3TOD') {
        for (const n of ['123', '112', '777']) expectChance(t, { numbers: [n] }, thai);
      } else expectChance(t, randomSelection(t, random), thai);
    }
    for (const variant of ['north', 'south'] as const) {
      const layout = VN_LAYOUTS[variant];
      const vn: LotteryResult[] = range(0, 9_999).map((x) => ({
        family: 'VN',
        variant,
        prizes: layout.map((lengths, p) => lengths.map((d, i) => pad(x + 7 * p + 1_301 * i, d))),
      }));
      for (const t of betTypesOf('VN').filter((b) => !b.code.startsWith('VN_XIEN'))) {
        const chance = meanTimes(t, randomSelection(t, random), vn);
        for (const [tier, mean] of chance) {
          if (tier === 'win' || tier === variant)
            expect(mean, `${t.code} ${tier}`).toEqual(t.prizes.chance[tier]);
        }
      }
    }
  }, 60_000);

  it('counts the xien chance as a walk over the prize numbers does', () => {
    // Each number ends in one of the k picked endings (1/100 each) or in none: the chance that
    // all k were seen, state by state.
    const walk = (k: number, n: number): Ratio => {
      let states = new Map<number, Ratio>([[0, ratio(1)]]);
      for (let i = 0; i < n; i++) {
        const next = new Map<number, Ratio>();
        const add = (state: number, p: Ratio) => {
          const had = next.get(state) ?? ratio(0);
          next.set(state, ratio(had.num * p.den + p.num * had.den, had.den * p.den));
        };
        for (const [state, p] of states) {
          add(state, ratio(p.num * BigInt(100 - k), p.den * 100n));
          for (let j = 0; j < k; j++) add(state | (1 << j), ratio(p.num, p.den * 100n));
        }
        states = next;
      }
      return states.get((1 << k) - 1) ?? ratio(0);
    };
    for (const [variant, n] of [
      ['north', 27],
      ['south', 18],
    ] as [VnVariant, number][]) {
      for (const k of [2, 3, 4]) {
        expect(xienChance(k, n)).toEqual(walk(k, n));
        expect(type(`VN_XIEN${k}`).prizes.chance[variant]).toEqual(walk(k, n));
      }
    }
  });
});

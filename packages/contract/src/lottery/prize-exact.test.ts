import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { product, range, type Selection } from './bet-type.js';
import { BET_TYPES, betCount, betTypeOf, betTypesOf, randomSelection, winOf } from './bets.js';
import { drawResultWith } from './draw.js';
import type { LotteryResult } from './families.js';
import { type BetMoney, unitMinorOf } from './money.js';

/**
 * A prize is the whole order's, computed exactly and rounded once: the same stake pays the same
 * whatever the money unit and multiple that make it.
 */

const hmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest();
const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const type = (code: string) => {
  const found = betTypeOf(code);
  if (!found) throw new Error(code);
  return found;
};
const at = (prizeGroup: number, unit: '1' | '0.1' | '0.01', multiple: number): BetMoney => ({
  unitMinor: unitMinorOf(unit),
  multiple,
  prizeGroup,
});
const small = at(1960, '0.01', 100);
const whole = at(1960, '1', 1);
const d5 = (text: string): LotteryResult => ({ family: '5D', digits: [...text].map(Number) });
const north = (special: string): LotteryResult => ({
  family: 'VN',
  variant: 'north',
  prizes: [[special], ...Array.from({ length: 26 }, (_, i) => [String(10_000 + i * 37)])],
});

describe('prizes of small money units', () => {
  it('pay the same as one unit of the same stake (figures from the issue)', () => {
    const fixed = { positions: [[3], [], [], [], []] };
    expect(winOf(type('5D_FIXED'), fixed, d5('31111'), small)).toBe(1_960);
    const any1: Selection = { positions: [[4]] };
    const balls: LotteryResult = { family: '11X5', balls: [4, 1, 2, 3, 5] };
    expect(winOf(type('11X5_ANY1'), any1, balls, small)).toBe(431);
    const sum: LotteryResult = { family: 'K3', dice: [3, 3, 4] };
    expect(winOf(type('K3_SUM'), { positions: [[10]] }, sum, small)).toBe(1_568);
    expect(winOf(type('VN_LO2'), { numbers: ['45'] }, north('12345'), small)).toBe(737);
  }, 60_000);

  it('scale the exact full prize by the group, then round (group 120 at 1800)', () => {
    const g120 = { positions: [[1, 2, 3, 4, 5]] };
    expect(winOf(type('5D_GROUP120'), g120, d5('54321'), at(1800, '1', 1))).toBe(150_000);
  }, 60_000);

  it('the same stake pays the same, within one minor unit, for every bet type', () => {
    const random = seeded(2026);
    let wins = 0;
    for (const t of BET_TYPES) {
      for (let i = 0; i < 120; i++) {
        const variant = t.family === 'VN' ? (i % 2 ? 'north' : 'south') : null;
        const result = drawResultWith(hmac, t.family, variant, `exact-${t.code}`, `x-${i}`);
        const selection = randomSelection(t, random);
        const group = 1700 + 2 * Math.floor(random() * 131);
        const a = winOf(t, selection, result, at(group, '1', 1));
        const b = winOf(t, selection, result, at(group, '0.01', 100));
        const c = winOf(t, selection, result, at(group, '0.1', 10));
        if (a > 0) wins += 1;
        expect(Math.abs(a - b), `${t.code} ${JSON.stringify(selection)}`).toBeLessThanOrEqual(1);
        expect(Math.abs(a - c), `${t.code} ${JSON.stringify(selection)}`).toBeLessThanOrEqual(1);
      }
    }
    expect(wins).toBeGreaterThan(100);
  }, 60_000);

  it('return the same at unit 0.01 as at unit 1 (exact over every K3 and 11x5 result)', () => {
    const k3: LotteryResult[] = product([range(1, 6), range(1, 6), range(1, 6)]).map((dice) => ({
      family: 'K3',
      dice,
    }));
    const x5: LotteryResult[] = product([range(1, 11), range(1, 11), range(1, 11)])
      .filter((b) => new Set(b).size === 3)
      .flatMap((b) =>
        range(1, 11)
          .filter((x) => !b.includes(x))
          .flatMap((x) =>
            range(1, 11)
              .filter((y) => y > x && !b.includes(y))
              .map((y) => ({ family: '11X5' as const, balls: [...b, x, y] })),
          ),
      );
    const random = seeded(5);
    for (const [family, results] of [
      ['K3', k3],
      ['11X5', x5],
    ] as const) {
      for (const t of betTypesOf(family)) {
        const selection = randomSelection(t, random);
        expect(betCount(t, selection)).toBeGreaterThan(0);
        const total = (m: BetMoney) => results.reduce((s, r) => s + winOf(t, selection, r, m), 0);
        expect(total(small), t.code).toBe(total(whole));
      }
    }
  }, 60_000);
});

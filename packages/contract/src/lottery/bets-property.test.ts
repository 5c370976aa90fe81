import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { product, range, type Selection } from './bet-type.js';
import {
  BET_TYPES,
  betCount,
  betTypesOf,
  maxWinOf,
  QUICK_PICKS,
  quickPick,
  randomSelection,
  selectionText,
  winOf,
} from './bets.js';
import { drawResultWith } from './draw.js';
import type { LotteryResult } from './families.js';
import { unitMinorOf } from './money.js';

const hmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest();
/** A seeded generator (mulberry32), so every run checks the same cases. */
const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const money = { unitMinor: unitMinorOf('1'), multiple: 3, prizeGroup: 1900 };

/** A random selection bigger than the least one: rows get between min and all values. */
const widerSelection = (
  random: () => number,
  t: (typeof BET_TYPES)[number],
  result: LotteryResult,
): Selection => {
  const picker = t.picker;
  if (picker.kind === 'numbers') {
    // Half of the numbers from the result's own endings, so numbers bets win often.
    const endings =
      result.family === 'VN'
        ? result.prizes.flat().map((n) => n.slice(-picker.digits))
        : result.family === 'THAI'
          ? [result.first, ...result.front3, ...result.bottom3, result.bottom2].map((n) =>
              n.slice(-picker.digits),
            )
          : [];
    const picked = new Set<string>();
    const want = picker.min + Math.floor(random() * Math.min(6, picker.max - picker.min + 1));
    while (picked.size < want) {
      const fromResult = endings.filter((n) => n.length === picker.digits);
      picked.add(
        random() < 0.5 && fromResult.length
          ? (fromResult[Math.floor(random() * fromResult.length)] as string)
          : String(Math.floor(random() * 10 ** picker.digits)).padStart(picker.digits, '0'),
      );
    }
    return { numbers: [...picked] };
  }
  return {
    positions: picker.rows.map((row) => {
      const size = row.min + Math.floor(random() * (row.values.length - row.min + 1));
      return [...row.values]
        .sort(() => random() - 0.5)
        .slice(0, Math.max(size, picker.anyRow ? 1 : row.min));
    }),
  };
};

describe('bet types on random selections and drawn results', () => {
  it('never win more than maxWinOf, for every bet type', () => {
    const random = seeded(12345);
    let wins = 0;
    for (const t of BET_TYPES) {
      for (let i = 0; i < 300; i++) {
        const variant = t.family === 'VN' ? (i % 2 ? 'north' : 'south') : null;
        const result = drawResultWith(hmac, t.family, variant, `prop-${t.code}`, `20261123-${i}`);
        const selection =
          i % 3 === 0 ? randomSelection(t, random) : widerSelection(random, t, result);
        if (betCount(t, selection) === 0) continue;
        const win = winOf(t, selection, result, money);
        if (win > 0) wins += 1;
        expect(win, `${t.code} ${JSON.stringify(selection)}`).toBeLessThanOrEqual(
          maxWinOf(t, selection, money),
        );
      }
    }
    expect(wins).toBeGreaterThan(1000);
  }, 60_000);

  it('return at most the stake on average at group 2000 (exact over every K3 and 11x5 outcome)', () => {
    const dice = product([range(1, 6), range(1, 6), range(1, 6)]);
    const k3Results: LotteryResult[] = dice.map((d) => ({ family: 'K3', dice: d }));
    const balls = product([
      range(1, 11),
      range(1, 11),
      range(1, 11),
      range(1, 11),
      range(1, 11),
    ]).filter((b) => new Set(b).size === 5);
    const x5Results: LotteryResult[] = balls.map((b) => ({ family: '11X5', balls: b }));
    const full = { unitMinor: 200, multiple: 1, prizeGroup: 2000 };
    const random = seeded(7);
    for (const [family, results] of [
      ['K3', k3Results],
      ['11X5', x5Results],
    ] as const) {
      for (const t of betTypesOf(family)) {
        const selection = randomSelection(t, random);
        const stake = betCount(t, selection) * 200;
        const total = results.reduce((sum, r) => sum + winOf(t, selection, r, full), 0);
        const rtp = total / results.length / stake;
        expect(rtp, t.code).toBeLessThanOrEqual(1);
        expect(rtp, t.code).toBeGreaterThan(0.97);
      }
    }
  }, 60_000);

  it('give quick picks that make valid rows, and random selections of the fewest bets', () => {
    const random = seeded(99);
    for (const t of BET_TYPES) {
      const selection = randomSelection(t, random);
      expect(betCount(t, selection), t.code).toBeGreaterThan(0);
      expect(selectionText(t, selection)).not.toBe('');
      if (t.picker.kind !== 'rows') continue;
      t.picker.rows.forEach((row, at) => {
        for (const kind of QUICK_PICKS) {
          const values = quickPick(t, at, kind, random);
          expect(
            values.every((v) => row.values.includes(v)),
            `${t.code} ${kind}`,
          ).toBe(true);
          expect(new Set(values).size).toBe(values.length);
        }
      });
    }
    const straight = BET_TYPES.find((t) => t.code === '5D_ALL5_STRAIGHT');
    if (!straight) throw new Error('5D');
    expect(quickPick(straight, 0, 'big', random)).toEqual([5, 6, 7, 8, 9]);
    expect(quickPick(straight, 0, 'small', random)).toEqual([0, 1, 2, 3, 4]);
    expect(quickPick(straight, 0, 'odd', random)).toEqual([1, 3, 5, 7, 9]);
    expect(quickPick(straight, 0, 'even', random)).toEqual([0, 2, 4, 6, 8]);
    expect(quickPick(straight, 0, 'all', random)).toHaveLength(10);
    expect(quickPick(straight, 0, 'clear', random)).toEqual([]);
    expect(quickPick(straight, 0, 'random', random)).toHaveLength(1);
  }, 60_000);
});

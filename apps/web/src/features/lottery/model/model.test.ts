import { describe, expect, it } from 'vitest';
import { minorToMoney, moneyToMinor, oddsText } from './money';
import { parseTyped, randomTyped } from './typed-numbers';

describe('lottery money', () => {
  it('turns minor units into money strings and back', () => {
    expect(minorToMoney(0)).toBe('0.00');
    expect(minorToMoney(2)).toBe('0.02');
    expect(minorToMoney(123456)).toBe('1234.56');
    expect(minorToMoney(-150)).toBe('-1.50');
    expect(moneyToMinor('12.3')).toBe(1230);
    expect(moneyToMinor('1,0')).toBeNaN();
  });

  it('shows odds as times the stake', () => {
    expect(oddsText(196_000, 200)).toBe('980');
    expect(oddsText(1960, 200)).toBe('9.8');
  });
});

describe('typed numbers', () => {
  it('keeps runs of the right length once, and reports the others', () => {
    expect(parseTyped('27, 31 27\n5 123 09', 2)).toEqual({
      numbers: ['27', '31', '09'],
      rejected: ['5', '123'],
    });
  });

  it('draws distinct random numbers', () => {
    let n = 0;
    const next = () => {
      n = (n + 0.37) % 1;
      return n;
    };
    const numbers = randomTyped(2, 3, next);
    expect(new Set(numbers).size).toBe(3);
    expect(numbers.every((x) => /^\d{2}$/.test(x))).toBe(true);
  });
});

describe('the results day', () => {
  it('steps a day back and forth across months and years', async () => {
    const { dayAfter, dayBefore } = await import('./site-day');
    expect(dayBefore('2026-11-24')).toBe('2026-11-23');
    expect(dayBefore('2026-03-01')).toBe('2026-02-28');
    expect(dayBefore('2027-01-01')).toBe('2026-12-31');
    expect(dayAfter('2026-02-28')).toBe('2026-03-01');
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
  });
});

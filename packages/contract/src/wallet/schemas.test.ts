import { describe, expect, it } from 'vitest';
import {
  balanceAnswer,
  formatMinor,
  moneyString,
  parseMinor,
  walletTransactionsQuery,
} from './schemas.js';

describe('formatMinor', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [50, '0.50'],
    [123450, '1234.50'],
    [-5, '-0.05'],
    [-123456, '-1234.56'],
    [900_719_925_474_099, '9007199254740.99'],
  ])('formats %i as %s', (minor, text) => {
    expect(formatMinor(minor)).toBe(text);
    expect(moneyString.safeParse(text).success).toBe(true);
  });

  it('refuses amounts that are not safe integers', () => {
    expect(() => formatMinor(1.5)).toThrow(RangeError);
    expect(() => formatMinor(2 ** 53)).toThrow(RangeError);
    expect(() => formatMinor(Number.NaN)).toThrow(RangeError);
  });
});

describe('parseMinor', () => {
  it.each([
    ['0', 0],
    ['12', 1200],
    ['12.5', 1250],
    ['12.05', 1205],
    ['0.01', 1],
    ['-0.01', -1],
    ['-0', 0],
    [' 1234.50 ', 123450],
    ['9999999999999.99', 999_999_999_999_999],
  ])('reads %s as %i', (text, minor) => {
    expect(parseMinor(text)).toBe(minor);
  });

  it.each([
    '',
    '.5',
    '1.',
    '1.234',
    '1e3',
    '0x10',
    'abc',
    '1,000.00',
    '--1',
    '+1',
    '99999999999999',
  ])('refuses %j', (text) => {
    expect(parseMinor(text)).toBeNull();
  });

  it('round-trips with formatMinor without floating point drift', () => {
    for (const minor of [1, 10, 29, 57, 110, 4_999, 100_000_01, -333]) {
      expect(parseMinor(formatMinor(minor))).toBe(minor);
    }
    // 0.29 * 100 is 28.999999999999996 in floating point; the parser never multiplies a fraction.
    expect(parseMinor('0.29')).toBe(29);
  });
});

describe('wallet schemas', () => {
  it('accepts a balance answer with 2-decimal strings only', () => {
    const ok = { sumBalance: '10.00', balance: [], currency: 'MMK', currencySymbol: 'K' };
    expect(balanceAnswer.safeParse(ok).success).toBe(true);
    expect(balanceAnswer.safeParse({ ...ok, sumBalance: '10' }).success).toBe(false);
    expect(balanceAnswer.safeParse({ ...ok, sumBalance: 10 }).success).toBe(false);
  });

  it('pages the transaction list and refuses unknown types', () => {
    expect(walletTransactionsQuery.parse({})).toEqual({ pageNo: 1, pageSize: 26 });
    expect(walletTransactionsQuery.parse({ pageNo: '2', type: 'bet' })).toEqual({
      pageNo: 2,
      pageSize: 26,
      type: 'bet',
    });
    expect(walletTransactionsQuery.safeParse({ type: 'steal' }).success).toBe(false);
    expect(walletTransactionsQuery.safeParse({ pageNo: '0' }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { glyphsOf, groupedAmount } from './digits';

describe('jackpot digits', () => {
  it.each([
    ['125000000.00', '125,000,000.00'],
    ['1234567.89', '1,234,567.89'],
    ['999.99', '999.99'],
    ['1000.50', '1,000.50'],
    ['0.07', '0.07'],
    ['00012.30', '12.30'],
    ['12345678901234.56', '12,345,678,901,234.56'],
  ])('groups %s by thousands with 2 decimals: %s', (amount, shown) => {
    expect(groupedAmount(amount)).toBe(shown);
  });

  it('keeps every digit of amounts past what a float holds', () => {
    expect(groupedAmount('9007199254740993.01')).toBe('9,007,199,254,740,993.01');
  });

  it('turns digits into wheels and marks into still glyphs, keyed from the right', () => {
    expect(glyphsOf('1,234.05')).toEqual([
      { kind: 'digit', value: 1, key: '8' },
      { kind: 'mark', char: ',', key: '7' },
      { kind: 'digit', value: 2, key: '6' },
      { kind: 'digit', value: 3, key: '5' },
      { kind: 'digit', value: 4, key: '4' },
      { kind: 'mark', char: '.', key: '3' },
      { kind: 'digit', value: 0, key: '2' },
      { kind: 'digit', value: 5, key: '1' },
    ]);
    // One digit more on the left: the cents and units keep their keys.
    expect(
      glyphsOf('11,234.05')
        .slice(-3)
        .map((g) => g.key),
    ).toEqual(['3', '2', '1']);
  });
});

import { describe, expect, it } from 'vitest';
import { formatMoney } from './balance';

describe('formatMoney', () => {
  it('groups thousands and keeps two decimals', () => {
    expect(formatMoney('1234567.50')).toBe('1,234,567.50');
    expect(formatMoney('1000.00')).toBe('1,000.00');
    expect(formatMoney('0.05')).toBe('0.05');
    expect(formatMoney('-12345.6')).toBe('-12,345.60');
    expect(formatMoney('999')).toBe('999.00');
  });
});

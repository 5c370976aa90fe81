import { describe, expect, it } from 'vitest';
import { groupDigits, isQuiet } from './figures';

describe('report figures', () => {
  it('group an amount’s thousands, sign and decimals kept', () => {
    expect(groupDigits('1234567.80')).toBe('1,234,567.80');
    expect(groupDigits('-12345.60')).toBe('-12,345.60');
    expect(groupDigits('999.00')).toBe('999.00');
    expect(groupDigits('42')).toBe('42');
  });

  it('call a range quiet only when every figure is zero', () => {
    expect(isQuiet({ activeMembers: 0, stake: '0.00', ngr: '0.00' })).toBe(true);
    expect(isQuiet({ activeMembers: 0, stake: '0.00', ngr: '-0.50' })).toBe(false);
  });
});

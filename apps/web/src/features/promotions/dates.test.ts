import { describe, expect, it } from 'vitest';
import { detailDate, listDate } from './dates';

describe('promotion dates', () => {
  it('shows the list as YYYY/MM/DD and the detail as MM/DD/YYYY', () => {
    const at = new Date(2026, 2, 7, 15).getTime();
    expect(listDate(at)).toBe('2026/03/07');
    expect(detailDate(at)).toBe('03/07/2026');
  });
});

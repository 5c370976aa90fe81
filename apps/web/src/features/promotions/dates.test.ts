import { describe, expect, it } from 'vitest';
import { detailDate } from './dates';

describe('promotion dates', () => {
  it('shows the detail as MM/DD/YYYY', () => {
    expect(detailDate(new Date(2026, 2, 7, 15).getTime())).toBe('03/07/2026');
  });
});

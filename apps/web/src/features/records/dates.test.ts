import { describe, expect, it } from 'vitest';
import { addDays, dateOf, dateText, shortDay } from './dates';

describe('record dates', () => {
  it('round-trips site dates through the picker and adds days across months', () => {
    expect(dateText(dateOf('2026-02-28'))).toBe('2026-02-28');
    expect(dateText(addDays(dateOf('2026-02-28'), 1))).toBe('2026-03-01');
    expect(dateText(addDays(dateOf('2026-01-01'), -1))).toBe('2025-12-31');
    expect(shortDay('2026-11-23')).toBe('11/23');
  });
});

import { describe, expect, it } from 'vitest';
import { daysSince } from './days';

describe('daysSince', () => {
  it('counts calendar days, never below zero', () => {
    const evening = new Date(2026, 0, 10, 22, 0).getTime();
    expect(daysSince(evening, new Date(2026, 0, 10, 23, 0).getTime())).toBe(0);
    expect(daysSince(evening, new Date(2026, 0, 11, 7, 0).getTime())).toBe(1);
    expect(daysSince(evening, new Date(2026, 2, 1, 12, 0).getTime())).toBe(50);
    expect(daysSince(evening, new Date(2026, 0, 9).getTime())).toBe(0);
  });
});

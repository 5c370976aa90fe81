import { describe, expect, it } from 'vitest';
import { addDays, siteDay, siteDayBounds } from './site-day.js';

describe('the site day', () => {
  it('adds calendar days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('is the local date in the site zone, not UTC', () => {
    // 18:00 UTC is 00:30 the next day in Yangon (UTC+6:30).
    const at = Date.UTC(2026, 5, 1, 18, 0);
    expect(siteDay('Asia/Yangon', at)).toBe('2026-06-02');
    expect(siteDay('UTC', at)).toBe('2026-06-01');
    expect(siteDayBounds('Asia/Yangon', at)).toEqual({
      from: Date.UTC(2026, 5, 1, 17, 30),
      to: Date.UTC(2026, 5, 2, 17, 30),
    });
  });

  it('lasts 23 hours on the day a DST zone springs forward', () => {
    const { from, to } = siteDayBounds('Europe/Berlin', Date.UTC(2026, 2, 29, 12));
    expect(from).toBe(Date.UTC(2026, 2, 28, 23));
    expect(to - from).toBe(23 * 3_600_000);
  });
});

import { describe, expect, it } from 'vitest';
import { dayPartAt, siteDay, siteHour } from './site-clock';

describe('the agent home greeting', () => {
  it('changes at 10, 14 and 18 on the hour', () => {
    expect([0, 9, 10, 13, 14, 17, 18, 23].map(dayPartAt)).toEqual([
      'morning',
      'morning',
      'earlyAfternoon',
      'earlyAfternoon',
      'lateAfternoon',
      'lateAfternoon',
      'evening',
      'evening',
    ]);
  });

  it("reads the hour on the site's clock, not the phone's", () => {
    // 03:45 UTC is 10:15 in Yangon (UTC+6:30) and 22:45 the day before in New York.
    const at = Date.UTC(2026, 10, 28, 3, 45);
    expect(siteHour('Asia/Yangon', at)).toBe(10);
    expect(siteHour('America/New_York', at)).toBe(22);
    expect(siteHour('UTC', Date.UTC(2026, 10, 28, 0, 5))).toBe(0);
    expect(siteDay('Asia/Yangon', at)).toBe('2026-11-28');
    expect(siteDay('America/New_York', at)).toBe('2026-11-27');
  });
});

import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { defaultRange, rangeOf, tooFarFrom } from './range';

describe('report ranges', () => {
  it('default to the last 30 days, today included', () => {
    expect(defaultRange(dayjs('2026-03-05'))).toEqual({ from: '2026-02-04', to: '2026-03-05' });
  });

  it('take two picked days in either order, up to 92 days and no more', () => {
    expect(rangeOf(dayjs('2026-01-10'), dayjs('2026-01-01'))).toEqual({
      from: '2026-01-01',
      to: '2026-01-10',
    });
    expect(rangeOf(dayjs('2026-01-01'), dayjs('2026-04-02'))).toEqual({
      from: '2026-01-01',
      to: '2026-04-02',
    });
    expect(rangeOf(dayjs('2026-01-01'), dayjs('2026-04-03'))).toBeNull();
  });

  it('grey out the days that would make the range too long once its first day is picked', () => {
    const from = dayjs('2026-01-01');
    expect(tooFarFrom(dayjs('2026-04-02'), from)).toBe(false);
    expect(tooFarFrom(dayjs('2026-04-03'), from)).toBe(true);
    expect(tooFarFrom(dayjs('2025-10-01'), from)).toBe(true);
    expect(tooFarFrom(dayjs('2030-01-01'), undefined)).toBe(false);
  });
});

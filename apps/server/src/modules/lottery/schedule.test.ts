import { describe, expect, it } from 'vitest';
import {
  type DrawSchedule,
  drawNoOf,
  drawsPerDay,
  lateAfterMs,
  parseDrawNo,
  slotOfDrawNo,
  slotsAfter,
  slotsBetween,
} from './schedule.js';

const YANGON = 'Asia/Yangon'; // UTC+06:30, no DST
const H = 3_600_000;
/** Midnight of a Yangon date, as an instant. */
const yangonMidnight = (date: string) => Date.parse(`${date}T00:00:00+06:30`);

const everyMinute: DrawSchedule = {
  firstDrawSec: 0,
  cycleSec: 60,
  lastDrawSec: 86_340,
  closeSec: 10,
};
const fiveMinutes: DrawSchedule = {
  firstDrawSec: 300,
  cycleSec: 300,
  lastDrawSec: 86_100,
  closeSec: 30,
};
const dailyAt18: DrawSchedule = {
  firstDrawSec: 18 * 3600,
  cycleSec: 86_400,
  lastDrawSec: 18 * 3600,
  closeSec: 900,
};
const thai: DrawSchedule = {
  firstDrawSec: 15 * 3600,
  cycleSec: 86_400,
  lastDrawSec: 15 * 3600,
  monthDays: [1, 16],
  closeSec: 5400,
};

describe('draw numbers', () => {
  it('are the site date and a 4-digit counter, and parse back', () => {
    expect(drawNoOf('2026-11-23', 0)).toBe('20261123-0001');
    expect(drawNoOf('2026-11-23', 1439)).toBe('20261123-1440');
    expect(parseDrawNo('20261123-1440')).toEqual({ date: '2026-11-23', index: 1439 });
    for (const bad of ['2026-11-23-1', '20261123-01', 'x20261123-0001', '20261123-0001 ']) {
      expect(parseDrawNo(bad)).toBeNull();
    }
  });

  it('count the draws of a day as floor((last - first) / cycle) + 1', () => {
    expect(drawsPerDay(everyMinute)).toBe(1440);
    expect(drawsPerDay(fiveMinutes)).toBe(287);
    expect(drawsPerDay(dailyAt18)).toBe(1);
  });
});

describe('slots in Asia/Yangon', () => {
  it('start the count at the site midnight, not UTC midnight', () => {
    // 17:29:30 UTC on the 23rd is 23:59:30 in Yangon: the next draw is the 24th's first.
    const at = Date.parse('2026-11-23T17:29:30Z');
    const [next, after] = slotsAfter(everyMinute, YANGON, at, 2);
    expect(next?.drawNo).toBe('20261124-0001');
    expect(next?.drawAt).toBe(yangonMidnight('2026-11-24'));
    expect(after?.drawNo).toBe('20261124-0002');
    // Just before: the 23rd's last draw at 23:59 local.
    const [last] = slotsAfter(everyMinute, YANGON, at - 60_000, 1);
    expect(last?.drawNo).toBe('20261123-1440');
    expect(last?.drawAt).toBe(yangonMidnight('2026-11-24') - 60_000);
  });

  it('give each draw its window: opens when the draw before closes, closes closeSec before', () => {
    const slot = slotOfDrawNo(everyMinute, YANGON, '20261124-0001');
    expect(slot).toEqual({
      drawNo: '20261124-0001',
      drawAt: yangonMidnight('2026-11-24'),
      closesAt: yangonMidnight('2026-11-24') - 10_000,
      opensAt: yangonMidnight('2026-11-24') - 70_000,
    });
    const five = slotOfDrawNo(fiveMinutes, YANGON, '20261124-0001');
    // The 5-minute game's first draw is at 00:05; the one before was yesterday's 23:55.
    expect(five?.drawAt).toBe(yangonMidnight('2026-11-24') + 5 * 60_000);
    expect(five?.opensAt).toBe(yangonMidnight('2026-11-24') - 5 * 60_000 - 30_000);
    const daily = slotOfDrawNo(dailyAt18, YANGON, '20261124-0001');
    expect(daily?.drawAt).toBe(yangonMidnight('2026-11-24') + 18 * H);
    expect(daily?.opensAt).toBe(yangonMidnight('2026-11-23') + 18 * H - 900_000);
  });

  it('refuse numbers the rule does not make', () => {
    expect(slotOfDrawNo(everyMinute, YANGON, '20261124-1441')).toBeNull();
    expect(slotOfDrawNo(dailyAt18, YANGON, '20261124-0002')).toBeNull();
    expect(slotOfDrawNo(everyMinute, YANGON, '20260230-0001')).toBeNull();
    expect(slotOfDrawNo(thai, YANGON, '20261124-0001')).toBeNull();
    expect(slotOfDrawNo(thai, YANGON, '20261201-0001')).not.toBeNull();
  });

  it('list a whole day of draws between two midnights', () => {
    const day = slotsBetween(
      everyMinute,
      YANGON,
      yangonMidnight('2026-11-23'),
      yangonMidnight('2026-11-24'),
    );
    expect(day).toHaveLength(1440);
    expect(day[0]?.drawNo).toBe('20261123-0001');
    expect(day.at(-1)?.drawNo).toBe('20261123-1440');
    for (let i = 1; i < day.length; i++) {
      expect(day[i]?.opensAt).toBe(day[i - 1]?.closesAt);
    }
  });
});

describe('Thai days', () => {
  it('draw on the 1st and the 16th only, a draw at a time across months', () => {
    const at = yangonMidnight('2026-11-24');
    const slots = slotsAfter(thai, YANGON, at, 4);
    expect(slots.map((s) => s.drawNo)).toEqual([
      '20261201-0001',
      '20261216-0001',
      '20270101-0001',
      '20270116-0001',
    ]);
    expect(slots[0]?.drawAt).toBe(yangonMidnight('2026-12-01') + 15 * H);
    expect(slots[0]?.closesAt).toBe(yangonMidnight('2026-12-01') + 13.5 * H);
    // Sales of the 1 December draw opened when the 16 November draw closed.
    expect(slots[0]?.opensAt).toBe(yangonMidnight('2026-11-16') + 13.5 * H);
    // On the draw day before the draw, that draw is next; after it, the 16th's.
    expect(slotsAfter(thai, YANGON, yangonMidnight('2026-12-01') + 14 * H, 1)[0]?.drawNo).toBe(
      '20261201-0001',
    );
    expect(slotsAfter(thai, YANGON, yangonMidnight('2026-12-01') + 15 * H, 1)[0]?.drawNo).toBe(
      '20261216-0001',
    );
  });

  it('keeps weekdays as a bitmask (bit 0 = Sunday)', () => {
    const weekdaysOnly = { ...dailyAt18, weekdays: 0b0111110 };
    // 2026-11-28 is a Saturday: the next draws are Monday 30th and Tuesday 1st.
    const slots = slotsAfter(weekdaysOnly, YANGON, yangonMidnight('2026-11-28'), 2);
    expect(slots.map((s) => s.drawNo)).toEqual(['20261130-0001', '20261201-0001']);
  });
});

describe('late', () => {
  it('is a cycle late, at most a minute', () => {
    expect(lateAfterMs(everyMinute)).toBe(60_000);
    expect(lateAfterMs({ ...everyMinute, cycleSec: 30 })).toBe(30_000);
    expect(lateAfterMs(dailyAt18)).toBe(60_000);
  });
});

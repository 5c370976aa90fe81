import { addDays, siteDateBounds, siteDay } from '../system/index.js';

/**
 * A game's draw rule (site data, `lottery_games.schedule`): draws at `firstDrawSec`, then every
 * `cycleSec` up to `lastDrawSec`, counted in seconds from the site's local midnight (elapsed
 * time, so a DST day keeps its count), on the days `weekdays` (bit 0 = Sunday) and `monthDays`
 * allow (both absent: every day). Sales of a draw close `closeSec` before it and open when the
 * draw before it closes.
 */
export interface DrawSchedule {
  firstDrawSec: number;
  cycleSec: number;
  lastDrawSec: number;
  weekdays?: number;
  monthDays?: number[];
  closeSec: number;
}

/** One draw the rule makes: its number and times (epoch ms). */
export interface DrawSlot {
  drawNo: string;
  opensAt: number;
  closesAt: number;
  drawAt: number;
}

const DAY_SEC = 86_400;
/** How far the rule is searched for the next or previous draw (Thai draws are ~15 days apart). */
const MAX_DAYS = 62;

/** Draws a day: floor((last - first) / cycle) + 1 (lottery-notes "Draw schedule"). */
export const drawsPerDay = (s: DrawSchedule): number =>
  Math.floor((s.lastDrawSec - s.firstDrawSec) / s.cycleSec) + 1;

/** `YYYYMMDD-NNNN`: the site's date and the draw's 1-based counter in it. */
export const drawNoOf = (date: string, index: number): string =>
  `${date.replaceAll('-', '')}-${String(index + 1).padStart(4, '0')}`;

const DRAW_NO = /^(\d{4})(\d{2})(\d{2})-(\d{4})$/;

/** The site date and 0-based index a draw number names; null when it is not one. */
export const parseDrawNo = (drawNo: string): { date: string; index: number } | null => {
  const m = DRAW_NO.exec(drawNo);
  if (!m) return null;
  return { date: `${m[1]}-${m[2]}-${m[3]}`, index: Number(m[4]) - 1 };
};

/** Whether the rule draws at all on a site date. */
export const drawsOn = (s: DrawSchedule, date: string): boolean => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  if (s.monthDays && !s.monthDays.includes(d)) return false;
  if (s.weekdays !== undefined) {
    const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
    if ((s.weekdays & (1 << weekday)) === 0) return false;
  }
  return true;
};

/** When the `index`-th draw of a site date happens (no check that the date draws). */
const drawAtOf = (s: DrawSchedule, dayStart: number, index: number) =>
  dayStart + (s.firstDrawSec + index * s.cycleSec) * 1000;

const dayStartOf = (timeZone: string, date: string): number => {
  const bounds = siteDateBounds(timeZone, date);
  if (!bounds) throw new Error(`not a date: ${date}`);
  return bounds.from;
};

/** The draw time of the last draw before `at`, or null when none within MAX_DAYS. */
const drawAtBefore = (s: DrawSchedule, timeZone: string, at: number): number | null => {
  let date = siteDay(timeZone, at);
  for (let i = 0; i <= MAX_DAYS; i++, date = addDays(date, -1)) {
    if (!drawsOn(s, date)) continue;
    const start = dayStartOf(timeZone, date);
    const last = drawsPerDay(s) - 1;
    // The largest index whose time is before `at`.
    const k = Math.min(last, Math.ceil(((at - start) / 1000 - s.firstDrawSec) / s.cycleSec) - 1);
    if (k >= 0) return drawAtOf(s, start, k);
  }
  return null;
};

/** The slot of a site date's `index`-th draw, with its sales window. */
export const slotOf = (
  s: DrawSchedule,
  timeZone: string,
  date: string,
  index: number,
): DrawSlot => {
  const drawAt = drawAtOf(s, dayStartOf(timeZone, date), index);
  const closesAt = drawAt - s.closeSec * 1000;
  const before = drawAtBefore(s, timeZone, drawAt);
  // Sales open when the draw before closes; a first draw ever opens a cycle (at most a day) earlier.
  const opensAt =
    before === null ? closesAt - Math.min(s.cycleSec, DAY_SEC) * 1000 : before - s.closeSec * 1000;
  return { drawNo: drawNoOf(date, index), opensAt, closesAt, drawAt };
};

/** The slot a draw number names, or null when the rule makes no such draw. */
export const slotOfDrawNo = (
  s: DrawSchedule,
  timeZone: string,
  drawNo: string,
): DrawSlot | null => {
  const parsed = parseDrawNo(drawNo);
  if (!parsed || !siteDateBounds(timeZone, parsed.date)) return null;
  if (!drawsOn(s, parsed.date) || parsed.index >= drawsPerDay(s)) return null;
  return slotOf(s, timeZone, parsed.date, parsed.index);
};

/** The next `count` draws after `at` (draw time strictly later), in order. */
export const slotsAfter = (
  s: DrawSchedule,
  timeZone: string,
  at: number,
  count: number,
): DrawSlot[] => {
  const slots: DrawSlot[] = [];
  let date = siteDay(timeZone, at);
  for (let i = 0; i <= MAX_DAYS && slots.length < count; i++, date = addDays(date, 1)) {
    if (!drawsOn(s, date)) continue;
    const start = dayStartOf(timeZone, date);
    const first = Math.max(0, Math.floor(((at - start) / 1000 - s.firstDrawSec) / s.cycleSec) + 1);
    for (let k = first; k < drawsPerDay(s) && slots.length < count; k++) {
      if (drawAtOf(s, start, k) > at) slots.push(slotOf(s, timeZone, date, k));
    }
  }
  return slots;
};

/** Every draw of a site date whose time is in [from, to), in order. */
export const slotsBetween = (
  s: DrawSchedule,
  timeZone: string,
  from: number,
  to: number,
): DrawSlot[] => {
  const slots: DrawSlot[] = [];
  for (let date = siteDay(timeZone, from); ; date = addDays(date, 1)) {
    const start = dayStartOf(timeZone, date);
    if (start >= to) return slots;
    if (!drawsOn(s, date)) continue;
    for (let k = 0; k < drawsPerDay(s); k++) {
      const drawAt = drawAtOf(s, start, k);
      if (drawAt >= from && drawAt < to) slots.push(slotOf(s, timeZone, date, k));
    }
  }
};

/** How late a draw may be drawn and still count as on time: a cycle, at most a minute. */
export const lateAfterMs = (s: DrawSchedule): number => Math.min(s.cycleSec, 60) * 1000;

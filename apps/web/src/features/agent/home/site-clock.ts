/** Which part of the day the agent home greets (spec/02 "Agent home"). */
export type DayPart = 'morning' | 'earlyAfternoon' | 'lateAfternoon' | 'evening';

/**
 * "Morning up to 10, early afternoon up to 14, late afternoon up to 18, else evening": up to
 * means before, so 10:00 is already early afternoon.
 */
export const dayPartAt = (hour: number): DayPart => {
  if (hour < 10) return 'morning';
  if (hour < 14) return 'earlyAfternoon';
  if (hour < 18) return 'lateAfternoon';
  return 'evening';
};

const partsAt = (timeZone: string, epochMs: number) => {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(epochMs);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return { day: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
};

/** The hour (0-23) at `epochMs` on the site's clock, wherever the phone is. */
export const siteHour = (timeZone: string, epochMs: number): number =>
  partsAt(timeZone, epochMs).hour;

/** The site's day (YYYY-MM-DD) at `epochMs`: "today" of the team's counters. */
export const siteDay = (timeZone: string, epochMs: number): string =>
  partsAt(timeZone, epochMs).day;

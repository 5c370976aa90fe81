/**
 * The site's day (DESIGN.md "Site time zone"): daily promotions reset at the site's local
 * midnight, never UTC's. Computed with Intl, so any IANA zone (with or without DST) works.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterOf = (timeZone: string) => {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
};

const partsOf = (timeZone: string, ms: number) => {
  const parts: Record<string, number> = {};
  for (const p of formatterOf(timeZone).formatToParts(ms)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
};

/** The date `days` after a YYYY-MM-DD date (calendar arithmetic: no time zone involved). */
export const addDays = (date: string, days: number): string => {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

const dayText = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * The last day asked of each zone, with its bounds: nearly every call (a request's range, an
 * entry's summary row) falls on the same day as the one before, and formatToParts is the
 * costly part of all of this.
 */
const lastDays = new Map<string, { text: string; from: number; to: number }>();

/** The site-local date of an instant, YYYY-MM-DD. */
export const siteDay = (timeZone: string, ms: number): string => {
  const last = lastDays.get(timeZone);
  if (last && ms >= last.from && ms < last.to) return last.text;
  const { year, month, day } = partsOf(timeZone, ms);
  const text = dayText(year, month, day);
  lastDays.set(timeZone, {
    text,
    from: startOf(timeZone, year, month, day),
    to: startOf(timeZone, year, month, day + 1),
  });
  return text;
};

/** The zone's offset from UTC at an instant, in ms. */
const offsetAt = (timeZone: string, ms: number): number => {
  const p = partsOf(timeZone, ms);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
};

/** The instant a site-local date (any y, m, d; Date.UTC normalises overflow) begins. */
const startOf = (timeZone: string, y: number, m: number, d: number) => {
  const guess = Date.UTC(y, m - 1, d);
  // The offset at local midnight, not at `ms`: the two differ across a DST change.
  return guess - offsetAt(timeZone, guess - offsetAt(timeZone, guess));
};

/** The instant the site-local day of `ms` began, and the instant the next one begins. */
export const siteDayBounds = (timeZone: string, ms: number): { from: number; to: number } => {
  siteDay(timeZone, ms);
  const { from, to } = lastDays.get(timeZone) ?? { from: 0, to: 0 };
  return { from, to };
};

const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The instants a site-local date (YYYY-MM-DD) begins and the next one begins; null for text
 * that is not a real date (2026-02-30 included).
 */
/** Dates' bounds by zone and date: pure, asked again and again (a range's ends are recent days). */
const MAX_REMEMBERED_DATES = 2000;
const dateBounds = new Map<string, { from: number; to: number } | null>();

export const siteDateBounds = (
  timeZone: string,
  date: string,
): { from: number; to: number } | null => {
  const key = `${timeZone} ${date}`;
  const known = dateBounds.get(key);
  if (known !== undefined) return known && { ...known };
  const bounds = dateBoundsOf(timeZone, date);
  if (dateBounds.size >= MAX_REMEMBERED_DATES) dateBounds.clear();
  dateBounds.set(key, bounds);
  return bounds && { ...bounds };
};

const dateBoundsOf = (timeZone: string, date: string): { from: number; to: number } | null => {
  const match = DAY_TEXT.exec(date);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(y, m - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) {
    return null;
  }
  return { from: startOf(timeZone, y, m, d), to: startOf(timeZone, y, m, d + 1) };
};

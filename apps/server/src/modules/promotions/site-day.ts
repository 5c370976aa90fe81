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

/** The site-local date of an instant, YYYY-MM-DD. */
export const siteDay = (timeZone: string, ms: number): string => {
  const { year, month, day } = partsOf(timeZone, ms);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/** The zone's offset from UTC at an instant, in ms. */
const offsetAt = (timeZone: string, ms: number): number => {
  const p = partsOf(timeZone, ms);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
};

/** The instant the site-local day of `ms` began, and the instant the next one begins. */
export const siteDayBounds = (timeZone: string, ms: number): { from: number; to: number } => {
  const { year, month, day } = partsOf(timeZone, ms);
  const startOf = (y: number, m: number, d: number) => {
    const guess = Date.UTC(y, m - 1, d);
    // The offset at local midnight, not at `ms`: the two differ across a DST change.
    return guess - offsetAt(timeZone, guess - offsetAt(timeZone, guess));
  };
  return { from: startOf(year, month, day), to: startOf(year, month, day + 1) };
};

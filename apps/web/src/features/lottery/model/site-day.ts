/** Site days as YYYY-MM-DD; calendar arithmetic in UTC, so no time zone shifts a day. */
const DAY_MS = 86_400_000;
const shift = (day: string, by: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + by * DAY_MS).toISOString().slice(0, 10);

/** The site day before a day. */
export const dayBefore = (day: string): string => shift(day, -1);

/** The site day after a day. */
export const dayAfter = (day: string): string => shift(day, 1);

/**
 * Dates of the records screens. Ranges travel as site dates (YYYY-MM-DD); the picker offers the
 * phone's calendar, and the server answers which site days it read. Times of entries show in the
 * phone's own time (shared/dates.ts), as elsewhere in the app.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** A picker's Date (local midnight) as YYYY-MM-DD. */
export const dateText = (d: Date): string =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** YYYY-MM-DD as a local Date, for the picker. */
export const dateOf = (text: string): Date => {
  const [y = 1970, m = 1, d = 1] = text.split('-').map(Number);
  return new Date(y, m - 1, d);
};

export const addDays = (d: Date, days: number): Date =>
  new Date(d.getFullYear(), d.getMonth(), d.getDate() + days);

/** "2026-11-23" as "11/23". */
export const shortDay = (text: string): string => text.slice(5).replace('-', '/');

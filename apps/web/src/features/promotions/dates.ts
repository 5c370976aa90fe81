/**
 * spec/02: the list shows dates as YYYY/MM/DD (shared/dates.ts, localDate), the detail as
 * MM/DD/YYYY, and "long term" in place of a range when noExpiry is 1. Dates are the phone's
 * local ones.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** MM/DD/YYYY, the detail's dates. */
export const detailDate = (ms: number) => {
  const d = new Date(ms);
  return `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}`;
};

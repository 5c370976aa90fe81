import type { LimitPeriod } from '@lotto/contract';

/**
 * The site days a limit's current period covers (DESIGN "Site time zone"): today; the week
 * from Monday; the month from its first day. Days are site-local dates, YYYY-MM-DD.
 */
export const periodDays = (today: string, period: LimitPeriod): { from: string; to: string } => {
  if (period === 'day') return { from: today, to: today };
  if (period === 'month') return { from: `${today.slice(0, 8)}01`, to: today };
  const [y = 0, m = 1, d = 1] = today.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - sinceMonday);
  return { from: date.toISOString().slice(0, 10), to: today };
};

/** `ms` plus whole calendar months (UTC), for self-exclusions of 6 months and more. */
export const addMonths = (ms: number, months: number): number => {
  const date = new Date(ms);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.getTime();
};

const DAY_MS = 24 * 60 * 60_000;

/**
 * Whole days since registration, counted in calendar days of the phone's time zone: a member
 * who registered yesterday evening has been with us 1 day this morning.
 */
export const daysSince = (regDate: number, now: number): number => {
  const start = new Date(regDate);
  const today = new Date(now);
  const startDay = Date.UTC(start.getFullYear(), start.getMonth(), start.getDate());
  const todayDay = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.max(0, Math.round((todayDay - startDay) / DAY_MS));
};

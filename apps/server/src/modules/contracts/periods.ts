import type { ContractKind } from '@lotto/contract';
import { addDays, siteDateBounds, siteDay, siteDayBounds } from '../system/index.js';

/**
 * The period a run pays, as of an instant, in the site's time zone: the site day before
 * today (daily salary), the site hour before this one (hourly salary: hours counted from the
 * site's midnight, so a zone half an hour off UTC gets hours at :30 UTC), or the half-month
 * that ended last (dividend: days 1-15 and 16 to the month's end). Its key is the run's
 * idempotency key with the contract, and sorts in time order.
 */
export interface Period {
  key: string;
  /** Site days, both included. */
  days: { from: string; to: string };
  /** Instants [start, end). */
  span: { start: number; end: number };
}

const HOUR = 60 * 60_000;

const bounds = (timeZone: string, date: string) => {
  const b = siteDateBounds(timeZone, date);
  if (!b) throw new Error(`not a date: ${date}`);
  return b;
};

const dayPeriod = (timeZone: string, day: string): Period => {
  const b = bounds(timeZone, day);
  return { key: day, days: { from: day, to: day }, span: { start: b.from, end: b.to } };
};

const hourPeriod = (timeZone: string, now: number): Period => {
  const today = siteDayBounds(timeZone, now);
  const hourIndex = Math.floor((now - today.from) / HOUR);
  const prevDay = bounds(timeZone, addDays(siteDay(timeZone, now), -1));
  const [start, dayStart] =
    hourIndex === 0
      ? [prevDay.from + Math.floor((prevDay.to - prevDay.from) / HOUR - 1) * HOUR, prevDay.from]
      : [today.from + (hourIndex - 1) * HOUR, today.from];
  const day = siteDay(timeZone, dayStart);
  const hour = String(Math.round((start - dayStart) / HOUR)).padStart(2, '0');
  return {
    key: `${day}T${hour}`,
    days: { from: day, to: day },
    span: { start, end: start + HOUR },
  };
};

const halfMonthPeriod = (timeZone: string, now: number): Period => {
  const today = siteDay(timeZone, now);
  const dayOfMonth = Number(today.slice(8, 10));
  const month = today.slice(0, 7);
  const [from, to, half] =
    dayOfMonth > 15
      ? [`${month}-01`, `${month}-15`, 1]
      : [`${addDays(`${month}-01`, -1).slice(0, 7)}-16`, addDays(`${month}-01`, -1), 2];
  const span = { start: bounds(timeZone, from).from, end: bounds(timeZone, to).to };
  return { key: `${from.slice(0, 7)}-${half}`, days: { from, to }, span };
};

/** The period of the kind that ended last before `now`. */
export const lastPeriod = (kind: ContractKind, timeZone: string, now: number): Period => {
  switch (kind) {
    case 'daily':
      return dayPeriod(timeZone, addDays(siteDay(timeZone, now), -1));
    case 'hourly':
      return hourPeriod(timeZone, now);
    case 'dividend':
      return halfMonthPeriod(timeZone, now);
  }
};

import { MAX_RECORD_RANGE_DAYS, type RecordRange } from '@lotto/contract';
import { AppError } from '../../errors.js';
import { addDays, siteDateBounds, siteDay } from '../system/index.js';

/**
 * The days a records query covers, in the site's time zone (DESIGN.md "Site time zone"): quick
 * ranges end today; a custom one names both ends, at most MAX_RECORD_RANGE_DAYS days.
 */
export interface ResolvedRange {
  /** Site-local dates, both included. */
  from: string;
  to: string;
  /** The instants the range begins and ends, [start, end). */
  start: number;
  end: number;
  /** Days before this one are settled: their summaries no longer change (see SETTLE_MS). */
  settledBefore: string;
}

/**
 * A day's summaries are final once it has been over for this long: entries are dated when
 * written, and no transaction stays open (or no server's clock strays) anywhere near as long.
 */
const SETTLE_MS = 10 * 60_000;

const DAY_MS = 86_400_000;

const spanOf = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

const invalid = () => new AppError('record.range.invalid');

const ends = (
  range: RecordRange,
  today: string,
  custom: { from?: string | undefined; to?: string | undefined },
) => {
  switch (range) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const day = addDays(today, -1);
      return { from: day, to: day };
    }
    case '7days':
      return { from: addDays(today, -6), to: today };
    case '30days':
      return { from: addDays(today, -29), to: today };
    case 'custom':
      if (!custom.from || !custom.to) throw invalid();
      return { from: custom.from, to: custom.to };
  }
};

export const resolveRange = (
  timeZone: string,
  now: number,
  query: { range: RecordRange; from?: string | undefined; to?: string | undefined },
): ResolvedRange => {
  const { from, to } = ends(query.range, siteDay(timeZone, now), query);
  const first = siteDateBounds(timeZone, from);
  const last = siteDateBounds(timeZone, to);
  if (!first || !last) throw invalid();
  const span = spanOf(from, to);
  if (span < 1 || span > MAX_RECORD_RANGE_DAYS) throw invalid();
  return {
    from,
    to,
    start: first.from,
    end: last.to,
    settledBefore: siteDay(timeZone, now - SETTLE_MS),
  };
};

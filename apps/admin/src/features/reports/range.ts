import { adminReportEndpoints } from '@lotto/contract';

const { REPORT_MAX_RANGE_DAYS } = adminReportEndpoints;

import type { Dayjs } from 'dayjs';

/** A report's range of site days, both included, as the endpoints take it. */
export type ReportRange = { from: string; to: string };

const DAY = 'YYYY-MM-DD';

/** The last 30 days up to `today`, both included. */
export const defaultRange = (today: Dayjs): ReportRange => ({
  from: today.subtract(29, 'day').format(DAY),
  to: today.format(DAY),
});

/** The range two picked days make, or null when it is longer than the contract allows. */
export const rangeOf = (start: Dayjs, end: Dayjs): ReportRange | null => {
  const [a, b] = start.isAfter(end, 'day') ? [end, start] : [start, end];
  return b.diff(a, 'day') + 1 > REPORT_MAX_RANGE_DAYS
    ? null
    : { from: a.format(DAY), to: b.format(DAY) };
};

/** Whether the picker should refuse `day` once `from` is chosen: it would make too long a range. */
export const tooFarFrom = (day: Dayjs, from: Dayjs | undefined): boolean =>
  from !== undefined && Math.abs(day.diff(from, 'day')) >= REPORT_MAX_RANGE_DAYS;

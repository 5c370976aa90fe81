import { TEAM_FIGURES_MAX_RANGE_DAYS, type TeamRange } from '@lotto/contract';
import { AppError } from '../../errors.js';
import { addDays, siteDateBounds, siteDay } from '../system/index.js';

/**
 * The site days a team figures query covers (DESIGN.md "Site time zone"): today, yesterday,
 * this month up to today, last month whole, or custom days up to TEAM_FIGURES_MAX_RANGE_DAYS.
 */
export interface TeamDays {
  /** Site-local dates, both included. */
  from: string;
  to: string;
  /** The instants the range begins and ends, [start, end). */
  start: number;
  end: number;
}

const DAY_MS = 86_400_000;
const spanOf = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

const invalid = () => new AppError('agent.range.invalid');

/** The first day of the month a site date is in. */
const monthStart = (day: string) => `${day.slice(0, 7)}-01`;

const ends = (range: TeamRange, today: string, custom: { from?: string; to?: string }) => {
  switch (range) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'thisMonth':
      return { from: monthStart(today), to: today };
    case 'lastMonth': {
      const lastDay = addDays(monthStart(today), -1);
      return { from: monthStart(lastDay), to: lastDay };
    }
    case 'custom':
      if (!custom.from || !custom.to) throw invalid();
      return { from: custom.from, to: custom.to };
  }
};

export const resolveTeamDays = (
  timeZone: string,
  now: number,
  query: { range: TeamRange; from?: string | undefined; to?: string | undefined },
): TeamDays => {
  const custom = {
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
  };
  const { from, to } = ends(query.range, siteDay(timeZone, now), custom);
  const first = siteDateBounds(timeZone, from);
  const last = siteDateBounds(timeZone, to);
  if (!first || !last) throw invalid();
  const span = spanOf(from, to);
  if (span < 1 || span > TEAM_FIGURES_MAX_RANGE_DAYS) throw invalid();
  return { from, to, start: first.from, end: last.to };
};

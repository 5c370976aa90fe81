import { type GameCategory, TEAM_FIGURES_MAX_RANGE_DAYS, type TeamRange } from '@lotto/contract';

/** The period a team figures screen asks for: a quick one, or custom site days. */
export interface TeamRangeChoice {
  range: TeamRange;
  from?: string;
  to?: string;
}

/** What team P&L and team betting filter by: the period, a category and a vendor. */
export interface TeamBetFilters {
  range: TeamRangeChoice;
  category: GameCategory | '';
  vendor: { code: string } | null;
}

/** The query fields of a choice: custom days only with the custom range. */
export const rangeQuery = (choice: TeamRangeChoice) =>
  choice.range === 'custom' && choice.from && choice.to
    ? { range: choice.range, from: choice.from, to: choice.to }
    : { range: choice.range };

const DAY_MS = 86_400_000;

/**
 * Whether custom days can be asked for: both ends, in order, at most the server's limit (so
 * the screen says so before it asks, rather than show the refusal).
 */
export const customDaysValid = (from: string, to: string): boolean => {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end) || end < start) return false;
  return Math.round((end - start) / DAY_MS) + 1 <= TEAM_FIGURES_MAX_RANGE_DAYS;
};

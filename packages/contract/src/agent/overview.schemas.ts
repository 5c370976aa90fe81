import { z } from 'zod/mini';
import { onFirstUse } from '../on-first-use.js';
import { siteDate } from '../site-date.js';
import { moneyString } from '../wallet/schemas.js';
import { teamRangeFields, teamResolvedRange } from './team-range.js';

/**
 * Team overview (spec/02 "Agent area"): the agent's team (its subtree, the agent left out) over
 * a range of site days, and the last TEAM_SERIES_DAYS days one by one for the chart.
 */

/** Days of the chart's series, ending today. */
export const TEAM_SERIES_DAYS = 30;

export const teamOverviewQuery = onFirstUse(() => z.object({ ...teamRangeFields }));
export type TeamOverviewQuery = z.infer<typeof teamOverviewQuery>;

export const teamSeriesDay = onFirstUse(() =>
  z.object({
    day: siteDate,
    stake: moneyString,
    validStake: moneyString,
    /** Payout less stake: what the team's bets won (negative: lost). */
    winLoss: moneyString,
    deposits: moneyString,
    /** Members with a settled bet placed that day. */
    activeMembers: z.int(),
  }),
);
export type TeamSeriesDay = z.infer<typeof teamSeriesDay>;

export const teamOverviewAnswer = onFirstUse(() =>
  z.object({
    ...teamResolvedRange,
    /** The team now, whatever the range: every member below the agent, direct ones, the rest. */
    teamSize: z.int(),
    directMembers: z.int(),
    indirectMembers: z.int(),
    /** Registered on a day of the range. */
    newMembers: z.int(),
    /** With a settled bet placed on a day of the range. */
    activeMembers: z.int(),
    deposits: moneyString,
    withdrawals: moneyString,
    /** Settled bets placed in the range. */
    stake: moneyString,
    validStake: moneyString,
    payout: moneyString,
    /** Payout less stake. */
    winLoss: moneyString,
    /** Credited to team members in the range. */
    rebates: moneyString,
    salaries: moneyString,
    dividends: moneyString,
    commissions: moneyString,
    /** The last TEAM_SERIES_DAYS site days, oldest first, every day present. */
    series: z.array(teamSeriesDay),
  }),
);
export type TeamOverviewAnswer = z.infer<typeof teamOverviewAnswer>;

import { z } from 'zod/mini';
import { onFirstUse } from '../on-first-use.js';
import { siteDate } from '../site-date.js';

/**
 * The agent area's figures. Team KPI (spec/02 sections 3 and 7): the agent home asks for today
 * (startDate = endDate = today, site days); the answer counts the agent's team, the agent left
 * out.
 */

/**
 * Longest KPI range, in site days, both ends included. The home asks for one day; a month
 * covers any "this month" view, while the login and online counts read raw session rows, not
 * daily summaries, so the range stays bounded.
 */
export const TEAM_KPI_MAX_RANGE_DAYS = 31;

export const teamKpiQuery = onFirstUse(() =>
  z.object({
    /** Site-local dates, both included; end on or after start, at most TEAM_KPI_MAX_RANGE_DAYS. */
    startDate: siteDate,
    endDate: siteDate,
    /**
     * The original app sends size 0: it wants no list of members with the counts, and this
     * answer never carries one, so 0 is the only size there is.
     */
    size: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(0))),
  }),
);
export type TeamKpiQuery = z.infer<typeof teamKpiQuery>;

export const teamKpiAnswer = onFirstUse(() =>
  z.object({
    /** Team members who signed in (started a session) on any day of the range. */
    teamLoginMemberCount: z.int(),
    /** Team members with a settled bet placed on any day of the range. */
    teamBetMemberCount: z.int(),
    /** Team members who registered on any day of the range. */
    teamRegisterMemberCount: z.int(),
    /** Team members with a live session now, whatever the range. */
    teamOnlineCount: z.int(),
  }),
);
export type TeamKpiAnswer = z.infer<typeof teamKpiAnswer>;

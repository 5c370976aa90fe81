import { z } from 'zod/mini';
import { onFirstUse } from '../on-first-use.js';
import { siteDate } from '../site-date.js';

/**
 * The range of site days the agent's team figures (overview, P&L, team betting) cover: a quick
 * one, or custom days. They read daily summaries, so a range of two months costs what a day does.
 */
export const TEAM_RANGES = ['today', 'yesterday', 'thisMonth', 'lastMonth', 'custom'] as const;
export type TeamRange = (typeof TEAM_RANGES)[number];

/** Longest custom range, in site days, both ends included (two months of any length). */
export const TEAM_FIGURES_MAX_RANGE_DAYS = 62;

export const teamRangeFields = {
  range: onFirstUse(() => z._default(z.enum(TEAM_RANGES), 'today')),
  /** Both needed with range=custom, ignored otherwise. */
  from: onFirstUse(() => z.optional(siteDate)),
  to: onFirstUse(() => z.optional(siteDate)),
};

/** The days a range came to, so the app shows what the server answered for. */
export const teamResolvedRange = { from: siteDate, to: siteDate };

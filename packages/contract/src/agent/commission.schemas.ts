import { z } from 'zod/mini';
import { gameCategory } from '../games/schemas.js';
import { onFirstUse } from '../on-first-use.js';
import { siteDate } from '../site-date.js';
import { moneyString } from '../wallet/schemas.js';

/**
 * Agent rebate income (spec/02 "Agent rebate income"): the commission the agent earned from
 * its team, paid once per site day by the commission job. For each settled valid stake of a
 * team member, the agent earns (its rate - the rate of its member on the path below it) x the
 * stake; on the lottery the prize-group difference / 2000 instead (one rebate per stake). A
 * day's commission is summed exactly and rounded down once; the lines below show each part
 * rounded down, so they may add up to a little less than the day.
 */

/** Longest range of the income screen, in site days. */
export const COMMISSION_MAX_RANGE_DAYS = 62;

export const commissionQuery = onFirstUse(() =>
  z.object({ startDate: siteDate, endDate: siteDate }),
);
export type CommissionQuery = z.infer<typeof commissionQuery>;

export const commissionAnswer = onFirstUse(() =>
  z.object({
    total: moneyString,
    validStake: moneyString,
    /** Per site day paid, newest first. */
    days: z.array(z.object({ day: z.string(), amount: moneyString, validStake: moneyString })),
    categories: z.array(
      z.object({ category: gameCategory, amount: moneyString, validStake: moneyString }),
    ),
    /** Per direct member (a player, or a sub-agent with its whole team). */
    downlines: z.array(
      z.object({
        memberId: z.int(),
        username: z.string(),
        amount: moneyString,
        validStake: moneyString,
      }),
    ),
  }),
);
export type CommissionAnswer = z.infer<typeof commissionAnswer>;

import { z } from 'zod/mini';
import { pageInfo, pageQuery } from '../envelope.js';
import { gameCategory } from '../games/schemas.js';
import { onFirstUse } from '../on-first-use.js';
import { siteDate } from '../site-date.js';
import { moneyString } from '../wallet/schemas.js';
import { adminEndpoint } from './endpoint.js';
import { idParams } from './schemas.js';

/**
 * The back office's agent commission runs (members.read): every payout the commission job made,
 * one per agent and site day, newest day first, and the lines each was summed from (per direct
 * member and game category: its valid stake and the rate difference the agent earned on it).
 * The site pays commission, so a payout is never short: it is `paid`, or `nothing_due` when the
 * day's lines rounded down to 0.00 (the row still says the day was done).
 */

export const COMMISSION_PAYOUT_STATUSES = ['paid', 'nothing_due'] as const;
export type CommissionPayoutStatus = (typeof COMMISSION_PAYOUT_STATUSES)[number];

export const adminCommissionQuery = onFirstUse(() =>
  z.object({
    ...pageQuery.shape,
    /** Site days, both ends included; either may be left out. */
    from: z.optional(siteDate),
    to: z.optional(siteDate),
    /** The agent's account name, exactly (any case). */
    username: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))),
  }),
);
export type AdminCommissionQuery = z.infer<typeof adminCommissionQuery>;

export const adminCommissionPayout = onFirstUse(() =>
  z.object({
    agentId: z.int(),
    username: z.string(),
    /** The site day paid, YYYY-MM-DD. */
    day: z.string(),
    /** The team's valid stake the day's lines were earned on. */
    validStake: moneyString,
    amount: moneyString,
    status: z.enum(COMMISSION_PAYOUT_STATUSES),
    /** When the job paid the day (epoch ms). */
    paidAt: z.number(),
    /** The ledger transaction that paid it; null when nothing was due. */
    transactionId: z.nullable(z.int()),
  }),
);
export type AdminCommissionPayout = z.infer<typeof adminCommissionPayout>;

export const adminCommissionPage = onFirstUse(() =>
  z.object({ ...pageInfo.shape, list: z.array(adminCommissionPayout) }),
);
export type AdminCommissionPage = z.infer<typeof adminCommissionPage>;

export const adminCommissionLinesQuery = onFirstUse(() => z.object({ day: siteDate }));

export const adminCommissionLine = onFirstUse(() =>
  z.object({
    /** The agent's direct member the stake came through (a sub-agent stands for its team). */
    downlineId: z.int(),
    downline: z.string(),
    category: gameCategory,
    validStake: moneyString,
    /**
     * The agent's rate less its member's on this category, in basis points (a lottery prize
     * group step is 5 bp).
     */
    rateBp: z.int(),
    /** The line alone rounded down; the day's sum is rounded once, so it may be a little more. */
    amount: moneyString,
  }),
);
export type AdminCommissionLine = z.infer<typeof adminCommissionLine>;

export const adminCommissionLines = onFirstUse(() =>
  z.object({ payout: adminCommissionPayout, lines: z.array(adminCommissionLine) }),
);
export type AdminCommissionLines = z.infer<typeof adminCommissionLines>;

/** The commission payouts of the site's agents, newest day first, by range and agent. */
export const adminCommissionPayouts = adminEndpoint({
  method: 'GET',
  path: '/admin/api/agent-commission',
  guard: 'members.read',
  query: adminCommissionQuery,
  answer: adminCommissionPage,
});

/** One agent's payout of a day with its lines (`id` is the agent's member id). */
export const adminCommissionPayoutLines = adminEndpoint({
  method: 'GET',
  path: '/admin/api/agent-commission/:id/lines',
  guard: 'members.read',
  params: idParams,
  query: adminCommissionLinesQuery,
  answer: adminCommissionLines,
});

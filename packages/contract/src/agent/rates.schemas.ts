import { z } from 'zod/mini';
import { onFirstUse } from '../on-first-use.js';

/**
 * Agents' rates (spec/02 "Rebate setup"): every member under an agent has a lottery prize
 * group and a rebate rate per game category, in basis points (100 bp = 1 %), given by their
 * upline. The member's own category rebate is what their agent gave them (the rebates module
 * pays it, with the VIP level's share on top); each agent on the path earns the difference
 * between its own rate and the rate of its member below it (commission). A top agent's rates
 * are the site's (base rate, highest prize group) until the operator gives it its own.
 *
 * Who may change what:
 * - an agent reads its own rates (set by its upline) and sets the defaults a new direct
 *   member gets, never above its own;
 * - an agent sets the rates of its DIRECT members only (deeper members belong to the
 *   sub-agent below); never above its own, never lowering a sub-agent below the highest rate
 *   that sub-agent's own direct members hold; raising a rate needs `confirmRaise` (the screen
 *   asks first), since a raise cannot be taken back below what the member then gives on.
 */

/** Categories with a rebate rate. The lottery's rebate is its prize group instead (LOTT, ELOTT). */
export const RATE_CATEGORIES = [
  'SPORTS',
  'ESPORTS',
  'LIVE',
  'FISH',
  'RNG',
  'PVP',
  'INHOUSE',
  'COCKFIGHT',
] as const;
export type RateCategory = (typeof RATE_CATEGORIES)[number];
export const LOTTERY_RATE_CATEGORIES = ['LOTT', 'ELOTT'] as const;

/** The highest rate an agent may hold or give, in bp (10 %). */
export const RATE_BP_MAX = 1000;

export const rateCategory = onFirstUse(() => z.enum(RATE_CATEGORIES));

export const categoryRate = onFirstUse(() =>
  z.object({
    category: rateCategory,
    /** Basis points: 35 is 0.35 %. */
    bp: z.int().check(z.minimum(0), z.maximum(RATE_BP_MAX)),
  }),
);
export type CategoryRateBp = z.infer<typeof categoryRate>;

/** A set of rates: a prize group and one rate per category (every category, in order). */
export const rateSet = onFirstUse(() =>
  z.object({
    prizeGroup: z.int().check(z.minimum(0), z.maximum(2000)),
    rebates: z.array(categoryRate).check(z.maxLength(RATE_CATEGORIES.length)),
  }),
);
export type RateSet = z.infer<typeof rateSet>;

/** GET rates: the caller's own, or (with `member`) a downline's. */
export const agentRatesQuery = onFirstUse(() =>
  z.object({ member: z.optional(z.coerce.number().check(z.int(), z.minimum(1))) }),
);
export type AgentRatesQuery = z.infer<typeof agentRatesQuery>;

export const agentRatesAnswer = onFirstUse(() =>
  z.object({
    /** The downline asked for; null for the caller's own rates. */
    member: z.nullable(z.object({ id: z.int(), username: z.string(), type: z.int() })),
    /** The caller may change these: its own defaults, or a direct member's rates. */
    editable: z.boolean(),
    /** The member's own rates (the caller's own: read-only, set by its upline). */
    own: rateSet,
    /** Defaults for new members (the caller's own screen only). */
    defaults: z.nullable(rateSet),
    /** The highest each rate may be set to: the caller's own. */
    ceiling: rateSet,
    /** The lowest each rate may be set to: what the member's own direct members hold. */
    floor: rateSet,
    /** Prize groups the site's lottery offers (a group is kept within them at bet time). */
    groupRange: z.object({ min: z.int(), max: z.int() }),
  }),
);
export type AgentRatesAnswer = z.infer<typeof agentRatesAnswer>;

/** POST defaults: what new direct members get. */
/** The defaults for new downlines are a rate set. */
export type AgentDefaultsBody = RateSet;

/** POST updateDownlineRebates: a direct member's rates. */
export const updateDownlineRebatesBody = onFirstUse(() =>
  z.object({
    memberId: z.int().check(z.minimum(1)),
    prizeGroup: z.int().check(z.minimum(0), z.maximum(2000)),
    rebates: z.array(categoryRate).check(z.maxLength(RATE_CATEGORIES.length)),
    /** The caller saw and accepted that a rate goes up. */
    confirmRaise: z.optional(z.boolean()),
  }),
);
export type UpdateDownlineRebatesBody = z.infer<typeof updateDownlineRebatesBody>;

import { z } from 'zod/mini';
import { onFirstUse } from '../on-first-use.js';
import { moneyString } from '../wallet/schemas.js';

/**
 * Responsible play (DESIGN "Restrictions"): deposit and loss limits per day, week and
 * month (a decrease applies at once, an increase or removal after LIMIT_INCREASE_DELAY_MS), a
 * reality check every N minutes of play, a time-out and a self-exclusion that end every session
 * at once and cannot be shortened.
 */

export const LIMIT_KINDS = ['deposit', 'loss'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** An increase (or removal) of a limit waits this long; a decrease applies at once. */
export const LIMIT_INCREASE_DELAY_MS = 24 * 60 * 60_000;

/** Reality check intervals a member may choose, in minutes (0: off). */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 45, 60, 90, 120] as const;

/** Time-outs: 24 hours to 6 weeks, in days. Self-exclusion: 6 months or more, in months. */
export const TIMEOUT_DAYS = [1, 3, 7, 14, 30, 42] as const;
export const EXCLUSION_MONTHS = [6, 12, 24, 60] as const;

export const RESTRICTION_KINDS = ['timeout', 'exclusion'] as const;
export type RestrictionKind = (typeof RESTRICTION_KINDS)[number];

export const playLimit = onFirstUse(() =>
  z.object({
    kind: z.enum(LIMIT_KINDS),
    period: z.enum(LIMIT_PERIODS),
    /** The limit in force; null: none. */
    amount: z.nullable(moneyString),
    /** What was used of it in the current period (deposits, or net loss). */
    used: moneyString,
    /** An increase or removal waiting for its time; null when none waits. */
    pending: z.nullable(z.object({ amount: z.nullable(moneyString), from: z.int() })),
  }),
);
export type PlayLimit = z.infer<typeof playLimit>;

export const restriction = onFirstUse(() =>
  z.object({
    kind: z.enum(RESTRICTION_KINDS),
    /** Epoch ms when it ends. */
    until: z.int(),
  }),
);
export type Restriction = z.infer<typeof restriction>;

export const responsibleAnswer = onFirstUse(() =>
  z.object({
    limits: z.array(playLimit),
    /** Minutes between reality checks; 0 when off. */
    realityCheckMinutes: z.int(),
    restriction: z.nullable(restriction),
  }),
);
export type ResponsibleAnswer = z.infer<typeof responsibleAnswer>;

export const setLimitBody = onFirstUse(() =>
  z.object({
    kind: z.enum(LIMIT_KINDS),
    period: z.enum(LIMIT_PERIODS),
    /** Null removes the limit (after the delay, like an increase). */
    amount: z.nullable(moneyString.check(z.regex(/^\d{1,13}\.\d{2}$/))),
  }),
);
export type SetLimitBody = z.infer<typeof setLimitBody>;

export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];
export const realityCheckBody = onFirstUse(() =>
  z.object({ minutes: z.literal(REALITY_CHECK_MINUTES) }),
);

export const restrictBody = onFirstUse(() =>
  z.union([
    z.object({
      kind: z.literal('timeout'),
      days: z.literal(TIMEOUT_DAYS),
    }),
    z.object({
      kind: z.literal('exclusion'),
      months: z.literal(EXCLUSION_MONTHS),
    }),
  ]),
);
export type RestrictBody = z.infer<typeof restrictBody>;

/** GET session: what the reality check shows. */
export const realitySessionAnswer = onFirstUse(() =>
  z.object({
    /** When this session signed in, epoch ms. */
    startedAt: z.int(),
    now: z.int(),
    /** Wins less stakes in cash since then (negative: a loss). */
    net: moneyString,
    realityCheckMinutes: z.int(),
  }),
);
export type RealitySessionAnswer = z.infer<typeof realitySessionAnswer>;

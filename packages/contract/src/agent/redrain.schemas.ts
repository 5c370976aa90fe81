import { z } from 'zod/mini';
import { onFirstUse } from '../on-first-use.js';
import { moneyString } from '../wallet/schemas.js';

/**
 * Red envelope rain (spec/02 "Agent area"): rounds the operator schedules, each with a budget
 * shared out over a count of envelopes; a member opens one envelope per round. Times are epoch
 * milliseconds, money 2-decimal strings.
 */

/** Limits of a round the back office may create. */
export const RED_RAIN_LIMITS = {
  /** A round lasts at least a minute and at most a week. */
  minDurationMinutes: 1,
  maxDurationMinutes: 7 * 24 * 60,
  maxEnvelopes: 100_000,
  /** What is won must be staked this many times over before it can leave (0: not at all). */
  maxTurnoverMultiplier: 100,
  /** The least one envelope holds, minor units (0.01): a budget covers every envelope with it. */
  minEnvelopeMinor: 1,
} as const;

const roundId = onFirstUse(() =>
  z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647)),
);

/** What a round asks of a member for the site's today; "0.00" asks nothing. */
export const redRainRequirement = onFirstUse(() =>
  z.object({
    minDeposit: moneyString,
    minValidStake: moneyString,
    depositToday: moneyString,
    validStakeToday: moneyString,
  }),
);

/** A member's claim: the amount and what it must be staked before it can be withdrawn. */
export const redRainClaim = onFirstUse(() =>
  z.object({
    roundId: z.int(),
    amount: moneyString,
    turnoverRequired: moneyString,
    claimedAt: z.number(),
  }),
);
export type RedRainClaim = z.infer<typeof redRainClaim>;

/**
 * The round a member sees: the open one, else the next to open (state upcoming). The countdown
 * runs to `countdownTo` (the end of an open round, the start of an upcoming one), measured on
 * the server's clock (`serverTime`), not the phone's.
 */
export const redRainRoundView = onFirstUse(() =>
  z.object({
    id: z.int(),
    state: z.enum(['open', 'upcoming']),
    startsAt: z.number(),
    endsAt: z.number(),
    countdownTo: z.number(),
    envelopes: z.int(),
    envelopesLeft: z.int(),
    turnoverMultiplier: z.int(),
    eligible: z.boolean(),
    requirement: redRainRequirement,
    claim: z.nullable(redRainClaim),
  }),
);
export type RedRainRoundView = z.infer<typeof redRainRoundView>;

export const redRainCurrentAnswer = onFirstUse(() =>
  z.object({ serverTime: z.number(), round: z.nullable(redRainRoundView) }),
);
export type RedRainCurrentAnswer = z.infer<typeof redRainCurrentAnswer>;

export const redRainClaimBody = onFirstUse(() => z.object({ roundId }));

export const redRainClaimAnswer = onFirstUse(() =>
  z.object({ claim: redRainClaim, balance: moneyString }),
);
export type RedRainClaimAnswer = z.infer<typeof redRainClaimAnswer>;

/** The member's own claims, newest first (the last RED_RAIN_LIST_MAX). */
export const RED_RAIN_LIST_MAX = 100;
export const redRainMyClaimsAnswer = onFirstUse(() => z.object({ list: z.array(redRainClaim) }));
export type RedRainMyClaimsAnswer = z.infer<typeof redRainMyClaimsAnswer>;

/** A team member's claim as the agent sees it. */
export const redRainTeamClaim = onFirstUse(() =>
  z.object({ ...redRainClaim.shape, username: z.string() }),
);
export type RedRainTeamClaim = z.infer<typeof redRainTeamClaim>;

export const redRainTeamClaimsQuery = onFirstUse(() => z.object({ roundId: z.optional(roundId) }));
export const redRainTeamClaimsAnswer = onFirstUse(() =>
  z.object({ list: z.array(redRainTeamClaim), total: moneyString }),
);
export type RedRainTeamClaimsAnswer = z.infer<typeof redRainTeamClaimsAnswer>;

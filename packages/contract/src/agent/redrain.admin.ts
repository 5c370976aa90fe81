import { z } from 'zod/mini';
import { adminEndpoint } from '../admin/endpoint.js';
import { idParams } from '../admin/schemas.js';
import { onFirstUse } from '../on-first-use.js';
import { moneyString } from '../wallet/schemas.js';
import { RED_RAIN_LIMITS } from './redrain.schemas.js';

/**
 * The back office's red envelope rounds: create, watch, stop. A round pays the site's money as
 * bonus money with a turnover requirement, as promotions do, so the operators who run
 * promotions (promotions.review) run rounds too.
 */

export const RED_RAIN_ROUND_STATES = ['scheduled', 'open', 'ended', 'stopped'] as const;
export type RedRainRoundState = (typeof RED_RAIN_ROUND_STATES)[number];

/** A positive amount, 2 decimals at most on the wire ("100.00"). */
const positiveMoney = onFirstUse(() => z.string().check(z.regex(/^\d{1,10}(\.\d{1,2})?$/)));

export const redRainCreateBody = onFirstUse(() =>
  z.object({
    startsAt: z.int().check(z.minimum(0)),
    durationMinutes: z
      .int()
      .check(
        z.minimum(RED_RAIN_LIMITS.minDurationMinutes),
        z.maximum(RED_RAIN_LIMITS.maxDurationMinutes),
      ),
    budget: positiveMoney,
    envelopes: z.int().check(z.minimum(1), z.maximum(RED_RAIN_LIMITS.maxEnvelopes)),
    minDeposit: z._default(positiveMoney, '0'),
    minValidStake: z._default(positiveMoney, '0'),
    turnoverMultiplier: z
      .int()
      .check(z.minimum(0), z.maximum(RED_RAIN_LIMITS.maxTurnoverMultiplier)),
    /** Only this agent's team (and the agent) may claim; absent: every member of the site. */
    agentUsername: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))),
  }),
);
export type RedRainCreateBody = z.input<typeof redRainCreateBody>;

export const adminRedRainRound = onFirstUse(() =>
  z.object({
    id: z.int(),
    state: z.enum(RED_RAIN_ROUND_STATES),
    startsAt: z.number(),
    endsAt: z.number(),
    budget: moneyString,
    remaining: moneyString,
    envelopes: z.int(),
    envelopesLeft: z.int(),
    claims: z.int(),
    minDeposit: moneyString,
    minValidStake: moneyString,
    turnoverMultiplier: z.int(),
    agentUsername: z.nullable(z.string()),
    stoppedAt: z.nullable(z.number()),
  }),
);
export type AdminRedRainRound = z.infer<typeof adminRedRainRound>;

export const adminRedRainClaim = onFirstUse(() =>
  z.object({ memberId: z.int(), username: z.string(), amount: moneyString, claimedAt: z.number() }),
);

export const adminRedRainRoundDetail = onFirstUse(() =>
  z.object({ round: adminRedRainRound, claims: z.array(adminRedRainClaim) }),
);
export type AdminRedRainRoundDetail = z.infer<typeof adminRedRainRoundDetail>;

export const redRainRounds = adminEndpoint({
  method: 'GET',
  path: '/admin/api/red-rain/rounds',
  guard: 'promotions.review',
  answer: onFirstUse(() => z.object({ list: z.array(adminRedRainRound) })),
});

export const createRedRainRound = adminEndpoint({
  method: 'POST',
  path: '/admin/api/red-rain/rounds',
  guard: 'promotions.review',
  body: redRainCreateBody,
  answer: adminRedRainRound,
});

export const redRainRound = adminEndpoint({
  method: 'GET',
  path: '/admin/api/red-rain/rounds/:id',
  guard: 'promotions.review',
  params: idParams,
  answer: adminRedRainRoundDetail,
});

/** Ends a scheduled or open round now: no claim after it; what was claimed stays paid. */
export const stopRedRainRound = adminEndpoint({
  method: 'POST',
  path: '/admin/api/red-rain/rounds/:id/stop',
  guard: 'promotions.review',
  params: idParams,
  answer: adminRedRainRound,
});

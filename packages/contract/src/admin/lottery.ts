import { z } from 'zod/mini';
import { pageInfo, pageQuery } from '../envelope.js';
import { LOTTERY_FAMILIES } from '../lottery/families.js';
import { drawItem } from '../lottery/schemas.js';
import { onFirstUse } from '../on-first-use.js';
import { siteDate } from '../site-date.js';
import { moneyString } from '../wallet/schemas.js';
import { adminEndpoint } from './endpoint.js';
import { idParams } from './schemas.js';

/**
 * The back office's lottery: games with their schedule, limits and switch (lottery.manage),
 * each bet type's odds and return with the prize group range (lottery.manage), results with
 * their proofs (lottery.manage), the draw monitor (lottery.cancel: whoever acts on a late or
 * missing draw is who cancels it) and cancelling a draw with a refund, requested by one
 * operator and approved by a second (lottery.cancel). Times are epoch ms, money 2-decimal text.
 */

const int = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max));
const positiveMoney = onFirstUse(() => z.string().check(z.regex(/^\d{1,13}(\.\d{1,2})?$/)));

/** A draw rule: seconds from the site's local midnight (lottery-notes "Draw schedule"). */
export const adminDrawSchedule = onFirstUse(() =>
  z.object({
    firstDrawSec: int(0, 86_399),
    cycleSec: int(1, 86_400),
    lastDrawSec: int(0, 86_399),
    closeSec: int(0, 86_400),
    /** Bit 0 = Sunday; absent: every weekday. */
    weekdays: z.optional(int(1, 127)),
    /** Days of the month it draws on; absent: every day. */
    monthDays: z.optional(z.array(int(1, 31)).check(z.minLength(1), z.maxLength(31))),
  }),
);
export type AdminDrawSchedule = z.infer<typeof adminDrawSchedule>;

export const adminGameLimits = onFirstUse(() =>
  z.object({
    /** Least one bet (an order's item) may stake; 0.00: no floor beyond the money unit's. */
    minBet: moneyString,
    /** Most one bet (an order's item) may stake. */
    maxBet: moneyString,
    /** Most one member may stake in one draw. */
    maxDraw: moneyString,
    /** Most the site may owe on one number of one draw (the per-draw exposure cap). */
    maxNumberLiability: moneyString,
  }),
);

export const adminLotteryGame = onFirstUse(() =>
  z.object({
    id: z.int(),
    code: z.string(),
    family: z.enum(LOTTERY_FAMILIES),
    variant: z.nullable(z.string()),
    name: z.object({ EN: z.string(), MY: z.string() }),
    enabled: z.boolean(),
    schedule: adminDrawSchedule,
    drawsPerDay: z.int(),
    limits: adminGameLimits,
    minGroup: z.int(),
    maxGroup: z.int(),
    betTypes: z.array(z.string()),
  }),
);
export type AdminLotteryGame = z.infer<typeof adminLotteryGame>;
export const adminLotteryGamesAnswer = onFirstUse(() =>
  z.object({ list: z.array(adminLotteryGame) }),
);

export const adminGameEditBody = onFirstUse(() =>
  z.object({
    enabled: z.boolean(),
    schedule: adminDrawSchedule,
    limits: z.object({
      minBet: positiveMoney,
      maxBet: positiveMoney,
      maxDraw: positiveMoney,
      maxNumberLiability: positiveMoney,
    }),
  }),
);
export type AdminGameEditBody = z.infer<typeof adminGameEditBody>;

/** An exact fraction as text ("49/50") and its percent rounded down to one decimal ("98.0"). */
export const adminRtp = onFirstUse(() => z.object({ exact: z.string(), percent: z.string() }));

export const adminBetTypeOdds = onFirstUse(() =>
  z.object({
    code: z.string(),
    name: z.object({ EN: z.string(), MY: z.string() }),
    offered: z.boolean(),
    /** 'group': prizes scale with the chosen prize group; 'fixed': fixed odds. */
    basis: z.enum(['group', 'fixed']),
    tiers: z.array(
      z.object({
        tier: z.string(),
        /** What one 2.00 bet pays at the game's highest group (fixed odds: always), to the cent below. */
        prize: moneyString,
        /** The same in minor units, exact ("2000/3"): orders are paid from it, rounded once. */
        prizeExactMinor: z.string(),
        /** How often one bet of the tier pays, exact ("1/100000"). */
        chance: z.string(),
        rtpAtMin: adminRtp,
        rtpAtMax: adminRtp,
      }),
    ),
  }),
);
export const adminOddsAnswer = onFirstUse(() =>
  z.object({
    gameId: z.int(),
    minGroup: z.int(),
    maxGroup: z.int(),
    /** The family's full-prize group (2000); null for fixed odds. */
    scale: z.nullable(z.int()),
    /** No offered bet type may return less than this, nor the whole stake or more. */
    floor: adminRtp,
    betTypes: z.array(adminBetTypeOdds),
  }),
);
export type AdminOddsAnswer = z.infer<typeof adminOddsAnswer>;

export const adminOddsEditBody = onFirstUse(() =>
  z.object({
    minGroup: int(1, 100_000),
    maxGroup: int(1, 100_000),
    betTypes: z.array(z.string().check(z.maxLength(40))).check(z.minLength(1), z.maxLength(200)),
  }),
);
export type AdminOddsEditBody = z.infer<typeof adminOddsEditBody>;

export const adminResultsQuery = onFirstUse(() =>
  z.object({ ...pageQuery.shape, date: z.optional(siteDate) }),
);
export const adminResultsPage = onFirstUse(() =>
  z.object({
    ...pageInfo.shape,
    gameId: z.int(),
    /** How anyone checks a result: sha256(seed) = seedHash, result = derive(seed, drawNo). */
    derivation: z.string(),
    list: z.array(z.extend(drawItem, { id: z.int(), verified: z.nullable(z.boolean()) })),
  }),
);

export const DRAW_ALERT_KINDS = ['late', 'missing'] as const;
export const adminMonitorAnswer = onFirstUse(() =>
  z.object({
    now: z.number(),
    games: z.array(
      z.object({
        gameId: z.int(),
        code: z.string(),
        name: z.string(),
        enabled: z.boolean(),
        /** How long after its time a draw may stay undrawn before it is reported late. */
        graceMs: z.int(),
        next: z.array(
          z.object({
            drawId: z.int(),
            drawNo: z.string(),
            status: z.string(),
            closesAt: z.number(),
            drawAt: z.number(),
          }),
        ),
      }),
    ),
    alerts: z.array(
      z.object({
        kind: z.enum(DRAW_ALERT_KINDS),
        gameId: z.int(),
        code: z.string(),
        drawNo: z.string(),
        /** The draw's row; null when the draw is missing. */
        drawId: z.nullable(z.int()),
        drawAt: z.number(),
        /** A cancel request waits on this draw. */
        cancelPending: z.boolean(),
      }),
    ),
  }),
);
export type AdminMonitorAnswer = z.infer<typeof adminMonitorAnswer>;

export const DRAW_CANCEL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const adminDrawCancel = onFirstUse(() =>
  z.object({
    id: z.int(),
    drawId: z.int(),
    gameCode: z.string(),
    drawNo: z.string(),
    drawStatus: z.string(),
    reason: z.string(),
    status: z.enum(DRAW_CANCEL_STATUSES),
    requestedBy: z.string(),
    decidedBy: z.nullable(z.string()),
    decisionReason: z.nullable(z.string()),
    /** Orders refunded and their total when approved. */
    refundedOrders: z.int(),
    refunded: moneyString,
    createdAt: z.number(),
    decidedAt: z.nullable(z.number()),
  }),
);
export type AdminDrawCancel = z.infer<typeof adminDrawCancel>;
export const adminDrawCancelsQuery = onFirstUse(() =>
  z.object({ ...pageQuery.shape, status: z.optional(z.enum(DRAW_CANCEL_STATUSES)) }),
);
export const adminDrawCancelsPage = onFirstUse(() =>
  z.object({ ...pageInfo.shape, list: z.array(adminDrawCancel) }),
);
export const cancelRequestBody = onFirstUse(() =>
  z.object({ reason: z.string().check(z.trim(), z.minLength(5), z.maxLength(500)) }),
);
export const cancelDecisionBody = onFirstUse(() =>
  z.object({ reason: z.optional(z.string().check(z.trim(), z.maxLength(500))) }),
);

export const games = adminEndpoint({
  method: 'GET',
  path: '/admin/api/lottery/games',
  guard: 'lottery.manage',
  answer: adminLotteryGamesAnswer,
});

export const editGame = adminEndpoint({
  method: 'PUT',
  path: '/admin/api/lottery/games/:id',
  guard: 'lottery.manage',
  params: idParams,
  body: adminGameEditBody,
  answer: adminLotteryGame,
});

export const odds = adminEndpoint({
  method: 'GET',
  path: '/admin/api/lottery/games/:id/odds',
  guard: 'lottery.manage',
  params: idParams,
  answer: adminOddsAnswer,
});

export const editOdds = adminEndpoint({
  method: 'PUT',
  path: '/admin/api/lottery/games/:id/odds',
  guard: 'lottery.manage',
  params: idParams,
  body: adminOddsEditBody,
  answer: adminOddsAnswer,
});

export const results = adminEndpoint({
  method: 'GET',
  path: '/admin/api/lottery/games/:id/results',
  guard: 'lottery.manage',
  params: idParams,
  query: adminResultsQuery,
  answer: adminResultsPage,
});

export const monitor = adminEndpoint({
  method: 'GET',
  path: '/admin/api/lottery/monitor',
  guard: 'lottery.cancel',
  answer: adminMonitorAnswer,
});

export const cancels = adminEndpoint({
  method: 'GET',
  path: '/admin/api/lottery/cancels',
  guard: 'lottery.cancel',
  query: adminDrawCancelsQuery,
  answer: adminDrawCancelsPage,
});

export const requestCancel = adminEndpoint({
  method: 'POST',
  path: '/admin/api/lottery/draws/:id/cancel',
  guard: 'lottery.cancel',
  params: idParams,
  body: cancelRequestBody,
  answer: adminDrawCancel,
});

export const approveCancel = adminEndpoint({
  method: 'POST',
  path: '/admin/api/lottery/cancels/:id/approve',
  guard: 'lottery.cancel',
  params: idParams,
  answer: adminDrawCancel,
});

export const rejectCancel = adminEndpoint({
  method: 'POST',
  path: '/admin/api/lottery/cancels/:id/reject',
  guard: 'lottery.cancel',
  params: idParams,
  body: cancelDecisionBody,
  answer: adminDrawCancel,
});

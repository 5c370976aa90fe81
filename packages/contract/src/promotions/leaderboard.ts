import { z } from 'zod/mini';
import { onFirstUse } from '../on-first-use.js';
import { moneyString } from '../wallet/schemas.js';

/**
 * The mission leaderboard (/m/leaderBoard, MISSION): members ranked by valid stake in a bet
 * mission's category over the mission's current period, names masked as on the winners board.
 */

/** How many members the board lists; the member's own rank is answered beside them. */
export const LEADERBOARD_SIZE = 50;

export const leaderboardQuery = onFirstUse(() =>
  z.object({
    /** A bet mission of the site; without it, the first open one. */
    id: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2 ** 31 - 1))),
  }),
);

export const leaderboardEntry = onFirstUse(() =>
  z.object({
    rank: z.int(),
    /** Masked: "d***1". */
    userName: z.string(),
    validStake: moneyString,
  }),
);
export type LeaderboardEntry = z.infer<typeof leaderboardEntry>;

/** GET /wps/relay/promotions/leaderboard. `mission` is null when the site runs none now. */
export const leaderboardAnswer = onFirstUse(() =>
  z.object({
    missions: z.array(z.object({ id: z.int(), title: z.string() })),
    mission: z.nullable(
      z.object({
        id: z.int(),
        title: z.string(),
        /** Site-local dates (YYYY-MM-DD), both included: the period ranked. */
        from: z.string(),
        to: z.string(),
      }),
    ),
    list: z.array(leaderboardEntry),
    /** The member's own place: rank null when they have no valid stake in the period. */
    me: z.object({ rank: z.nullable(z.int()), validStake: moneyString }),
  }),
);
export type LeaderboardAnswer = z.infer<typeof leaderboardAnswer>;

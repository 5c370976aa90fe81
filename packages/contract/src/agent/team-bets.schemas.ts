import { z } from 'zod/mini';
import { gameCategory, vendorCode } from '../games/schemas.js';
import { onFirstUse } from '../on-first-use.js';
import { betCursor, recordBet } from '../records/schemas.js';
import { teamRangeFields, teamResolvedRange } from './team-range.js';

/**
 * Team betting: the team's bets (lottery orders included), as a member's game records show
 * them, with whose each is; and one of them in full, for an agent whose team member placed it.
 */

export const TEAM_BETS_PAGE_SIZE = 20;
export const MAX_TEAM_BETS_PAGE_SIZE = 50;

export const teamBetsQuery = onFirstUse(() =>
  z.object({
    ...teamRangeFields,
    /** One team member's bets; a name not in the team answers an empty list. */
    username: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(32))),
    category: z.optional(gameCategory),
    vendor: z.optional(vendorCode),
    before: z.optional(betCursor),
    pageSize: z._default(
      z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_TEAM_BETS_PAGE_SIZE)),
      TEAM_BETS_PAGE_SIZE,
    ),
  }),
);
export type TeamBetsQuery = z.infer<typeof teamBetsQuery>;

export const teamBetRow = onFirstUse(() =>
  z.object({ ...recordBet.shape, memberId: z.int(), username: z.string() }),
);
export type TeamBet = z.infer<typeof teamBetRow>;

export const teamBetsAnswer = onFirstUse(() =>
  z.object({
    ...teamResolvedRange,
    list: z.array(teamBetRow),
    nextCursor: z.nullable(betCursor),
  }),
);
export type TeamBetsAnswer = z.infer<typeof teamBetsAnswer>;

export const teamBetParams = onFirstUse(() =>
  z.object({ roundId: z.string().check(z.minLength(1), z.maxLength(100)) }),
);
export const teamBetQuery = onFirstUse(() =>
  z.object({
    memberId: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER)),
  }),
);

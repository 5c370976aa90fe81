import { z } from 'zod/mini';
import { gameCategory, vendorCode } from '../games/schemas.js';
import { onFirstUse } from '../on-first-use.js';
import { moneyString } from '../wallet/schemas.js';
import { teamRangeFields, teamResolvedRange } from './team-range.js';

/**
 * Team profit and loss: for the agent (or a sub-agent of its team it drilled into), one row per
 * direct downline with the downline's own bets and its sub-team's (itself and everyone below it).
 */

export const teamPnlQuery = onFirstUse(() =>
  z.object({
    ...teamRangeFields,
    category: z.optional(gameCategory),
    vendor: z.optional(vendorCode),
    /** The sub-agent whose downlines to list (a member of the caller's team); the caller if absent. */
    agentId: z.optional(
      z.coerce.number().check(z.int(), z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER)),
    ),
  }),
);
export type TeamPnlQuery = z.infer<typeof teamPnlQuery>;

/**
 * Bets' figures: settled bets placed in the range (of the category and vendor asked), and the
 * rebates credited in the range (every category: the ledger does not split them).
 */
export const pnlFigures = onFirstUse(() =>
  z.object({
    stake: moneyString,
    validStake: moneyString,
    payout: moneyString,
    /** Payout less stake. */
    winLoss: moneyString,
    rebates: moneyString,
  }),
);
export type PnlFigures = z.infer<typeof pnlFigures>;

export const teamPnlRow = onFirstUse(() =>
  z.object({
    memberId: z.int(),
    username: z.string(),
    /** Members below this one: more than 0 lets the app drill into its sub-team. */
    downlines: z.int(),
    /** The member's own bets. */
    own: pnlFigures,
    /** The member's and everyone's below it. */
    team: pnlFigures,
  }),
);
export type TeamPnlRow = z.infer<typeof teamPnlRow>;

export const teamPnlAnswer = onFirstUse(() =>
  z.object({
    ...teamResolvedRange,
    /**
     * The member whose downlines these are; uplineId is the level up: the sub-agent to ask for
     * next, null for the caller's own level (at it, or one below it).
     */
    agent: z.object({ memberId: z.int(), username: z.string(), uplineId: z.nullable(z.int()) }),
    /** Everyone below the agent, summed. */
    totals: pnlFigures,
    rows: z.array(teamPnlRow),
  }),
);
export type TeamPnlAnswer = z.infer<typeof teamPnlAnswer>;

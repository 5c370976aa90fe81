import { z } from 'zod/mini';
import { amountText, gameCategory, nodeId, vendorCode } from '../games/schemas.js';
import { onFirstUse } from '../on-first-use.js';
import { matchPick, playTicket } from '../play/schemas.js';
import { moneyString } from '../wallet/schemas.js';

/**
 * Scheduled matches of the sports vendor (the home page's hot-match strip; DESIGN.md
 * "Pending bets"). The vendor keeps a rolling schedule; a bet is taken until kick-off and stays pending
 * until the match ends, when the result is drawn and every bet on it is settled.
 */

/** How many matches home's strip asks for, and the most any caller may ask. */
export const HOT_MATCHES_DEFAULT = 10;
export const HOT_MATCHES_MAX = 20;

export const MATCH_STATUSES = ['scheduled', 'live', 'finished'] as const;
export const matchStatus = onFirstUse(() => z.enum(MATCH_STATUSES));
export type MatchStatus = z.infer<typeof matchStatus>;

/**
 * What each pick pays per 1 staked, rounded down to hundredths ("2.13"); a sport without draws
 * has no `draw`.
 */
export const matchOdds = onFirstUse(() =>
  z.object({
    home: amountText,
    draw: z.optional(amountText),
    away: amountText,
  }),
);
export type MatchOdds = z.infer<typeof matchOdds>;

/** One scheduled match as the strip, the modal and the vendor page show it. */
export const sportsMatch = onFirstUse(() =>
  z.object({
    matchId: z.int(),
    league: z.string(),
    /** Kick-off in the site's time zone, MM/DD HH:mm (spec/02 "Hot-match strip"). */
    matchTime: z.string(),
    /** Kick-off, epoch milliseconds: betting closes then. */
    kickOffAt: z.int(),
    homeTeam: z.string(),
    awayTeam: z.string(),
    /** Badge keys: the app draws each team's badge from it (no image travels). */
    homeTeamIcon: z.string(),
    awayTeamIcon: z.string(),
    odds: matchOdds,
    status: matchStatus,
  }),
);
export type SportsMatch = z.infer<typeof sportsMatch>;

/** A hot match: the match and the sports game that takes bets on it. */
export const hotMatch = onFirstUse(() =>
  z.object({
    ...sportsMatch.shape,
    nodeId,
    gameName: z.string(),
    gameType: gameCategory,
    vendor: vendorCode,
  }),
);
export type HotMatch = z.infer<typeof hotMatch>;

/** GET /wps/relay/hotMatches: the site's next matches, soonest first. */
export const hotMatchesQuery = onFirstUse(() =>
  z.object({
    size: z._default(
      z.coerce.number().check(z.int(), z.minimum(1), z.maximum(HOT_MATCHES_MAX)),
      HOT_MATCHES_DEFAULT,
    ),
  }),
);
export const hotMatchesAnswer = onFirstUse(() => z.object({ list: z.array(hotMatch) }));
export type HotMatchesAnswer = z.infer<typeof hotMatchesAnswer>;

/** A member's bet on a match, as the vendor page lists it. */
export const sportsBet = onFirstUse(() =>
  z.object({
    roundId: z.string(),
    matchId: z.int(),
    league: z.string(),
    matchTime: z.string(),
    homeTeam: z.string(),
    awayTeam: z.string(),
    pick: matchPick,
    /** The odds the pick paid when the bet was placed (a match's odds never change). */
    odds: amountText,
    stake: moneyString,
    status: z.enum(['open', 'settled']),
    /** Null while the bet is pending. */
    win: z.nullable(moneyString),
    /** Null until the match ends. */
    score: z.nullable(z.object({ home: z.int(), away: z.int() })),
  }),
);
export type SportsBet = z.infer<typeof sportsBet>;

/** How many of the member's bets on the game the vendor page lists (pending first). */
export const SPORTS_BETS_SHOWN = 20;

/** GET /wps/vendor/play/matches?ticket=: the game's upcoming matches and the member's bets. */
export const vendorMatchesQuery = onFirstUse(() => z.object({ ticket: playTicket }));
export const vendorMatchesAnswer = onFirstUse(() =>
  z.object({
    matches: z.array(sportsMatch),
    bets: z.array(sportsBet),
  }),
);
export type VendorMatchesAnswer = z.infer<typeof vendorMatchesAnswer>;

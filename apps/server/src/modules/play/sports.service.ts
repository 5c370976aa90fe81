import { SPORTS_BETS_SHOWN, type VendorMatchesAnswer } from '@lotto/contract';
import type { RequestCtx } from '../../context.js';
import { playOf } from './play-context.js';
import {
  findMatchesByIds,
  findMemberMatchBets,
  findUpcoming,
  inLanguage,
} from './sports.repository.js';
import { betViewOf, matchViewOf } from './sports-view.js';

/** Scheduled matches as home and the sports vendor page ask for them. */

/** Matches the vendor page lists at most (a game keeps about four ahead). */
const VENDOR_MATCHES_SHOWN = 12;

/** GET vendor matches: the ticket's game's upcoming matches and the member's bets on it. */
export const listVendorMatches = async (
  ctx: RequestCtx,
  ticket: string,
): Promise<VendorMatchesAnswer> => {
  const play = await playOf(ctx, ticket, false);
  if (play.kind !== 'match') return { matches: [], bets: [] };
  const tz = ctx.site.timeZone;
  const upcoming = await inLanguage(
    ctx.db,
    await findUpcoming(ctx.db, ctx.now(), VENDOR_MATCHES_SHOWN, play.game.id),
    ctx.language,
  );
  const bets = await findMemberMatchBets(ctx.db, play.member.id, play.game.id, SPORTS_BETS_SHOWN);
  const byId = await findMatchesByIds(ctx.db, [...new Set(bets.map((b) => b.match_id ?? 0))]);
  const named = await inLanguage(ctx.db, [...byId.values()], ctx.language);
  const matches = new Map(named.map((m) => [m.id, m]));
  return {
    matches: upcoming.map((m) => matchViewOf(m, tz)),
    bets: bets.flatMap((bet) => {
      const match = matches.get(bet.match_id ?? 0);
      return match ? [betViewOf(bet, match, tz)] : [];
    }),
  };
};

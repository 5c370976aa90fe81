import {
  type GameCategory,
  type HotMatchesAnswer,
  type hotMatchesQuery,
  SPORTS_BETS_SHOWN,
  type VendorMatchesAnswer,
} from '@lotto/contract';
import type { z } from 'zod/mini';
import type { RequestCtx } from '../../context.js';
import { playOf } from './play-context.js';
import { findGameRow, isAvailable, type PlayGameRow } from './play-game.js';
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

/**
 * GET hotMatches: the site's next matches, soonest first, of sports games the site offers now.
 * Not cached: a match leaves the list the moment it kicks off, and the query reads a handful
 * of rows by an index.
 */
export const listHotMatches = async (
  ctx: RequestCtx,
  query: z.output<typeof hotMatchesQuery>,
): Promise<HotMatchesAnswer> => {
  const now = ctx.now();
  // Read more than asked: some games may be switched off for this site.
  const rows = await inLanguage(
    ctx.db,
    await findUpcoming(ctx.db, now, query.size * 3),
    ctx.language,
  );
  const games = new Map<number, PlayGameRow | null>();
  const list: HotMatchesAnswer['list'] = [];
  for (const match of rows) {
    if (list.length === query.size) break;
    if (!games.has(match.game_id)) {
      const row = await findGameRow(ctx, match.game_id, ctx.site.id, ctx.language);
      games.set(match.game_id, row && isAvailable(row) ? row : null);
    }
    const game = games.get(match.game_id);
    if (!game) continue;
    list.push({
      ...matchViewOf(match, ctx.site.timeZone),
      nodeId: String(game.id),
      gameName: game.name,
      gameType: game.category as GameCategory,
      vendor: game.vendor,
    });
  }
  return { list };
};

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

import {
  type GameCategory,
  HOT_MATCHES_DEFAULT,
  type HotMatchBoard,
  type HotMatchChoice,
  type HotMatchesAnswer,
} from '@lotto/contract';
import { type SiteCtx, transaction } from '../../context.js';
import { AppError } from '../../errors.js';
import type { ContentAudit } from '../../operator-content/audit.js';
import { findGameRow, isAvailable, type PlayGameRow } from './play-game.js';
import { findUpcoming, inLanguage } from './sports.repository.js';
import type { MatchRow } from './sports.tables.js';
import {
  findHotPicks,
  findUpcomingByIds,
  type HotPicks,
  replaceHotPicks,
} from './sports-hot-picks.repository.js';
import { matchViewOf } from './sports-view.js';

/**
 * Home's hot-match strip: the matches a site pinned, in their order, then the other upcoming
 * matches soonest first, less those it hid. A site that chose nothing gets the soonest. Only
 * matches still taking bets, of sports games the site offers now, ever show: a pinned match
 * leaves the strip at kick-off as any other.
 */

/** The site's choice as the process keeps it (a TTL cache bumped by every edit, see routes). */
export type HotPicksOf = (ctx: SiteCtx) => Promise<HotPicks>;

/** A request on a site in a language: names come in it. */
type HotCtx = SiteCtx & { language: string };

/** How many upcoming matches the back office offers to choose among, besides the chosen. */
const BOARD_CHOICES = 40;

interface Candidate {
  match: MatchRow;
  game: PlayGameRow;
}

/** Whether each game is offered on the site now, read once per game. */
const availability = (ctx: HotCtx) => {
  const games = new Map<number, PlayGameRow | null>();
  return async (gameId: number): Promise<PlayGameRow | null> => {
    if (!games.has(gameId)) {
      const row = await findGameRow(ctx, gameId, ctx.site.id, ctx.language);
      games.set(gameId, row && isAvailable(row) ? row : null);
    }
    return games.get(gameId) ?? null;
  };
};

const offered = async (
  ctx: HotCtx,
  matches: readonly MatchRow[],
  limit: number,
): Promise<Candidate[]> => {
  const gameOf = availability(ctx);
  const out: Candidate[] = [];
  for (const match of matches) {
    if (out.length === limit) break;
    const game = await gameOf(match.game_id);
    if (game) out.push({ match, game });
  }
  return out;
};

/** The pinned matches still to come, in their places. */
const pinnedRows = async (ctx: HotCtx, picks: HotPicks): Promise<MatchRow[]> => {
  const rows = new Map(
    (await findUpcomingByIds(ctx.db, picks.pinned, ctx.now())).map((r) => [r.id, r]),
  );
  return picks.pinned.flatMap((id) => rows.get(id) ?? []);
};

/** The strip's first `size` matches under the site's choice. */
const stripOf = async (ctx: HotCtx, picks: HotPicks, size: number): Promise<Candidate[]> => {
  const chosen = new Set([...picks.pinned, ...picks.hidden]);
  // Read more than asked: some may be hidden, pinned already, or of games switched off.
  const soonest = await findUpcoming(ctx.db, ctx.now(), size * 3 + chosen.size);
  return offered(
    ctx,
    [...(await pinnedRows(ctx, picks)), ...soonest.filter((m) => !chosen.has(m.id))],
    size,
  );
};

/**
 * GET hotMatches. The matches are read per request (one leaves the strip the moment it kicks
 * off); only the site's choice comes from the cache.
 */
export const listHotMatches = async (
  ctx: HotCtx,
  size: number,
  picksOf: HotPicksOf,
): Promise<HotMatchesAnswer> => {
  const strip = await stripOf(ctx, await picksOf(ctx), size);
  const named = await inLanguage(
    ctx.db,
    strip.map((c) => c.match),
    ctx.language,
  );
  return {
    list: strip.map(({ game }, i) => ({
      ...matchViewOf(named[i] as MatchRow, ctx.site.timeZone),
      nodeId: String(game.id),
      gameName: game.name,
      gameType: game.category as GameCategory,
      vendor: game.vendor,
    })),
  };
};

/**
 * The back office's board: the site's upcoming matches with its choice (pinned first in their
 * places, then by kick-off) and each one's place on the strip members see now.
 */
export const hotMatchBoardOf = async (ctx: HotCtx): Promise<HotMatchBoard> => {
  const picks = await findHotPicks(ctx.db, ctx.site.id);
  const strip = await stripOf(ctx, picks, HOT_MATCHES_DEFAULT);
  const shown = new Map(strip.map((c, i) => [c.match.id, i + 1]));
  const pinned = await pinnedRows(ctx, picks);
  const others = [
    ...(await findUpcomingByIds(ctx.db, picks.hidden, ctx.now())),
    ...(await findUpcoming(ctx.db, ctx.now(), BOARD_CHOICES + pinned.length + picks.hidden.length)),
  ]
    .filter(
      (m, i, all) => !picks.pinned.includes(m.id) && all.findIndex((o) => o.id === m.id) === i,
    )
    .sort((a, b) => Number(a.kickoff_at) - Number(b.kickoff_at) || a.id - b.id);
  const board = await offered(ctx, [...pinned, ...others], pinned.length + others.length);
  const named = await inLanguage(
    ctx.db,
    board.map((c) => c.match),
    ctx.language,
  );
  return {
    stripSize: HOT_MATCHES_DEFAULT,
    list: board.map(({ game }, i) => {
      const match = named[i] as MatchRow;
      const place = picks.pinned.indexOf(match.id);
      return {
        matchId: match.id,
        league: match.league,
        homeTeam: match.home_team,
        awayTeam: match.away_team,
        kickOffAt: Number(match.kickoff_at),
        gameName: game.name,
        pinned: place < 0 ? null : place + 1,
        hidden: picks.hidden.includes(match.id),
        shown: shown.get(match.id) ?? null,
      };
    }),
  };
};

/**
 * Replaces the site's choice (both lists empty: back to the soonest). Every match named must
 * still take bets and be of a game the site offers; the caller bumps the cache once committed.
 */
export const setHotMatchPicks = <C extends HotCtx>(
  ctx: C,
  choice: HotMatchChoice,
  audit: ContentAudit<C>,
): Promise<void> =>
  transaction(ctx, async (trx) => {
    const named = [...choice.pinned, ...choice.hidden];
    const found = await offered(
      trx,
      await findUpcomingByIds(trx.db, named, trx.now()),
      named.length,
    );
    const ok = new Set(found.map((c) => c.match.id));
    const missing = named.filter((id) => !ok.has(id));
    if (missing.length > 0) throw new AppError('admin.content.match.unavailable', { missing });
    const before = await findHotPicks(trx.db, trx.site.id);
    await replaceHotPicks(trx.db, trx.site.id, choice, trx.now());
    await audit(trx, {
      action: 'hotMatches.update',
      targetType: 'site',
      targetId: trx.site.id,
      before,
      after: { pinned: choice.pinned, hidden: choice.hidden },
    });
  });

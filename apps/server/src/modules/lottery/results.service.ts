import type {
  DrawAnswer,
  DrawsAnswer,
  LotteryFamily,
  LotteryGameAnswer,
  LotteryGamesAnswer,
  PrizeMode,
  VnMenuAnswer,
  VnOpenedAnswer,
} from '@lotto/contract';
import type { RequestCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { findGameIdByCode, pageFieldsOf, pageOf } from '../games/index.js';
import { siteDateBounds, siteDay } from '../system/index.js';
import {
  countFinishedDraws,
  findClosedAheadRows,
  findDrawRowByNo,
  findFinishedDrawRows,
  findFirstDrawRowBetween,
  findLastDrawnRows,
  findSellingDrawRows,
} from './draws.repository.js';
import type { LotteryDrawRow } from './draws.tables.js';
import { findLinkRows, findStakeByGame } from './games.repository.js';
import { type LotteryGame, type SiteGamesOf, uncachedSiteGames } from './games.service.js';
import {
  drawItemOf,
  gameRefOf,
  gameSummaryOf,
  limitsOf,
  nameIn,
  resultOfRow,
} from './results.view.js';
import { drawsPerDay } from './schedule.js';

/**
 * The public side of the engine (results and history): games with their next draw
 * and last result, one game's page data, results by site date with their proof, and the VN
 * menu and opened numbers of spec/02.
 */

/** The popular strip: this many games, the most staked of the last POPULAR_DAYS first. */
export const POPULAR_MAX = 8;
const POPULAR_DAYS = 7;
const DAY_MS = 86_400_000;
const VN_REGIONS = {
  north: { EN: 'North', MY: 'မြောက်ပိုင်း' },
  south: { EN: 'South', MY: 'တောင်ပိုင်း' },
} as const;

/** Catalogue ids of linked catalogue games: the catalogue rarely changes, keep them a minute. */
const CATALOGUE_ID_MS = 60_000;
const catalogueIds = new Map<string, { id: string | null; until: number }>();
const catalogueIdOf = async (ctx: RequestCtx, vendor: string, code: string) => {
  const key = `${vendor}:${code}`;
  const kept = catalogueIds.get(key);
  const now = performance.now();
  if (kept && kept.until > now) return kept.id;
  const found = await findGameIdByCode(ctx.db, vendor, code);
  const id = found === undefined ? null : String(found);
  catalogueIds.set(key, { id, until: now + CATALOGUE_ID_MS });
  return id;
};

/** Each game's catalogue links as { vendor, catalogue node id, catalogue game code }. */
const linksByGame = async (ctx: RequestCtx) => {
  const byGame = new Map<number, { vendor: string; gameId: string; code: string }[]>();
  for (const link of await findLinkRows(ctx.db, ctx.site.id)) {
    const id = await catalogueIdOf(ctx, link.vendor, link.catalogue_code);
    if (id === null) continue;
    const list = byGame.get(link.game_id) ?? [];
    list.push({ vendor: link.vendor, gameId: id, code: link.catalogue_code });
    byGame.set(link.game_id, list);
  }
  return byGame;
};

const firstByGame = (rows: readonly LotteryDrawRow[]) => {
  const first = new Map<number, LotteryDrawRow>();
  for (const row of rows) if (!first.has(row.game_id)) first.set(row.game_id, row);
  return first;
};

/** The summaries of `games` in the asked language, in the given order. */
const summariesOf = async (ctx: RequestCtx, games: readonly LotteryGame[]) => {
  const ids = games.map((g) => g.id);
  const now = ctx.now();
  const [selling, last, links] = await Promise.all([
    findSellingDrawRows(ctx.db, ids, now).then(firstByGame),
    findLastDrawnRows(ctx.db, ids).then(firstByGame),
    linksByGame(ctx),
  ]);
  return games.map((game) =>
    gameSummaryOf(game, ctx.language, {
      selling: selling.get(game.id),
      last: last.get(game.id),
      links: links.get(game.id) ?? [],
    }),
  );
};

const matches = (game: LotteryGame, q: string) => {
  const text = q.toLowerCase();
  return [game.code, game.name.EN, game.name.MY].some((t) => t.toLowerCase().includes(text));
};

/** GET /lgw/games/mobile: the site's games; ZY (or no mode) answers all (contract families.ts). */
export const listGames = async (
  ctx: RequestCtx,
  query: {
    prizeMode?: PrizeMode | undefined;
    family?: LotteryFamily | undefined;
    q?: string | undefined;
  },
  gamesOf: SiteGamesOf = uncachedSiteGames,
): Promise<LotteryGamesAnswer> => {
  const games = (await gamesOf(ctx)).filter(
    (g) =>
      (!query.prizeMode || query.prizeMode === 'ZY' || g.prizeMode === query.prizeMode) &&
      (!query.family || g.family === query.family) &&
      (!query.q || matches(g, query.q)),
  );
  return { list: await summariesOf(ctx, games), serverNow: ctx.now() };
};

/** GET /lgw/games/popular: the most staked games of the last week, then the site's order. */
export const popularGames = async (
  ctx: RequestCtx,
  gamesOf: SiteGamesOf = uncachedSiteGames,
): Promise<LotteryGamesAnswer> => {
  const games = await gamesOf(ctx);
  const stake = await findStakeByGame(ctx.db, ctx.site.id, ctx.now() - POPULAR_DAYS * DAY_MS);
  const ranked = games
    .map((game, order) => ({ game, order, stake: stake.get(game.id) ?? 0 }))
    .sort((x, y) => y.stake - x.stake || x.order - y.order)
    .slice(0, POPULAR_MAX)
    .map((x) => x.game);
  return { list: await summariesOf(ctx, ranked), serverNow: ctx.now() };
};

const gameOrThrow = async (
  ctx: RequestCtx,
  code: string,
  gamesOf: SiteGamesOf,
): Promise<LotteryGame> => {
  const game = (await gamesOf(ctx)).find((g) => g.code === code);
  if (!game) throw new AppError('lottery.game.not.exist');
  return game;
};

/** GET /lgw/games/:code: the betting page's data; the current draw is the one on sale. */
export const gameDetail = async (
  ctx: RequestCtx,
  code: string,
  gamesOf: SiteGamesOf = uncachedSiteGames,
): Promise<LotteryGameAnswer> => {
  const game = await gameOrThrow(ctx, code, gamesOf);
  const [summary] = await summariesOf(ctx, [game]);
  if (!summary) throw new AppError('lottery.game.not.exist');
  const now = ctx.now();
  const [selling] = await findSellingDrawRows(ctx.db, [game.id], now);
  // Between a close and the next opening (or when sales of all made draws are closed): the
  // draw about to be drawn, so the page can say sales are closed.
  const current =
    selling ?? (await findClosedAheadRows(ctx.db, [game.id])).find((d) => Number(d.draw_at) > now);
  const s = game.schedule;
  return {
    game: summary,
    betTypes: game.betTypes,
    schedule: {
      firstDrawSec: s.firstDrawSec,
      cycleSec: s.cycleSec,
      lastDrawSec: s.lastDrawSec,
      closeSec: s.closeSec,
      weekdays: s.weekdays ?? null,
      monthDays: s.monthDays ?? null,
      drawsPerDay: drawsPerDay(s),
      timeZone: ctx.site.timeZone,
    },
    limits: limitsOf(game),
    // The member's own maximum is the site's until the agent area gives members their own.
    prizeGroup: { min: game.minGroup, max: game.maxGroup, own: ctx.member ? game.maxGroup : null },
    currentDraw: current
      ? {
          drawNo: current.draw_no,
          status: current.status,
          opensAt: Number(current.opens_at),
          closesAt: Number(current.closes_at),
          drawAt: Number(current.draw_at),
          seedHash: current.seed_hash,
        }
      : null,
    serverNow: now,
  };
};

/** The bounds of a site date (today when absent); a date that is not one is bad input. */
const dayOf = (ctx: RequestCtx, date: string | undefined) => {
  const day = date ?? siteDay(ctx.site.timeZone, ctx.now());
  const bounds = siteDateBounds(ctx.site.timeZone, day);
  if (!bounds) {
    throw new AppError('request_param_err', {
      fields: [{ field: 'date', message: 'not a date' }],
    });
  }
  return { day, bounds };
};

/** GET /lgw/games/:code/draws: the drawn and cancelled draws of a site date, newest first. */
export const drawsOfDay = async (
  ctx: RequestCtx,
  code: string,
  query: { date?: string | undefined; pageNo: number; pageSize: number },
  gamesOf: SiteGamesOf = uncachedSiteGames,
): Promise<DrawsAnswer> => {
  const game = await gameOrThrow(ctx, code, gamesOf);
  const { day, bounds } = dayOf(ctx, query.date);
  const [rows, total] = await Promise.all([
    findFinishedDrawRows(ctx.db, game.id, bounds, pageOf(query.pageNo, query.pageSize)),
    countFinishedDraws(ctx.db, game.id, bounds),
  ]);
  return {
    date: day,
    list: rows.map(drawItemOf),
    ...pageFieldsOf(total, query.pageNo, query.pageSize),
  };
};

/** GET /lgw/draws/:drawNo?code=: one draw with its proof (or its hash while not drawn). */
export const drawDetail = async (
  ctx: RequestCtx,
  code: string,
  drawNo: string,
  gamesOf: SiteGamesOf = uncachedSiteGames,
): Promise<DrawAnswer> => {
  const game = await gameOrThrow(ctx, code, gamesOf);
  const row = await findDrawRowByNo(ctx.db, game.id, drawNo);
  if (!row) throw new AppError('lottery.draw.not.exist');
  return { game: gameRefOf(game, ctx.language), draw: drawItemOf(row) };
};

/** GET /lgw/vn/games/game_menu: VN games by region, each with its draw of today. */
export const vnMenu = async (
  ctx: RequestCtx,
  gamesOf: SiteGamesOf = uncachedSiteGames,
): Promise<VnMenuAnswer> => {
  const vn = (await gamesOf(ctx)).filter((g) => g.family === 'VN');
  const { bounds } = dayOf(ctx, undefined);
  const regions = await Promise.all(
    (['north', 'south'] as const).map(async (region) => ({
      region,
      name: nameIn(VN_REGIONS[region], ctx.language),
      games: await Promise.all(
        vn
          .filter((g) => g.variant === region)
          .map(async (g) => {
            const today = await findFirstDrawRowBetween(ctx.db, g.id, bounds.from, bounds.to);
            return {
              code: g.code,
              name: nameIn(g.name, ctx.language),
              today: today
                ? {
                    drawNo: today.draw_no,
                    status: today.status,
                    closesAt: Number(today.closes_at),
                    drawAt: Number(today.draw_at),
                  }
                : null,
            };
          }),
      ),
    })),
  );
  return { regions: regions.filter((r) => r.games.length > 0), serverNow: ctx.now() };
};

/** GET /lgw/vn/numeros/opened/game: a VN game's drawn draws of a site date with every number. */
export const vnOpened = async (
  ctx: RequestCtx,
  query: { code: string; date?: string | undefined },
  gamesOf: SiteGamesOf = uncachedSiteGames,
): Promise<VnOpenedAnswer> => {
  const game = await gameOrThrow(ctx, query.code, gamesOf);
  if (game.family !== 'VN') throw new AppError('lottery.game.not.exist');
  const { day, bounds } = dayOf(ctx, query.date);
  const rows = await findFinishedDrawRows(ctx.db, game.id, bounds, { offset: 0, limit: 50 });
  const list = rows.flatMap((row) => {
    const result = resultOfRow(row);
    if (result?.family !== 'VN') return [];
    return [
      {
        drawNo: row.draw_no,
        drawAt: Number(row.draw_at),
        prizes: result.prizes,
        seedHash: row.seed_hash,
        seed: row.seed,
      },
    ];
  });
  return { code: game.code, date: day, list };
};

import { lotteryEndpoints as endpoints } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { cachedSiteGames, LOTTERY_GAMES_CACHE, type LotteryGame } from './games.service.js';
import {
  drawDetail,
  drawsOfDay,
  gameDetail,
  listGames,
  popularGames,
  vnMenu,
  vnOpened,
} from './results.service.js';

/** The lottery's games, draws and results (LOTT3, public); orders are in orders.routes.ts. */
export const lotteryRoutes: FastifyPluginAsync = async (app) => {
  const games = cachedSiteGames(
    app.caches.create<LotteryGame[]>(LOTTERY_GAMES_CACHE, { ttlMs: app.config.merchantCacheMs }),
  );
  route(app, endpoints.games, (ctx, { query }) => listGames(ctx, query, games));
  route(app, endpoints.popular, (ctx) => popularGames(ctx, games));
  route(app, endpoints.game, (ctx, { params }) => gameDetail(ctx, params.code, games));
  route(app, endpoints.draws, (ctx, { params, query }) =>
    drawsOfDay(ctx, params.code, query, games),
  );
  route(app, endpoints.draw, (ctx, { params, query }) =>
    drawDetail(ctx, query.code, params.drawNo, games),
  );
  route(app, endpoints.vnMenu, (ctx) => vnMenu(ctx, games));
  route(app, endpoints.vnOpened, (ctx, { query }) => vnOpened(ctx, query, games));
};

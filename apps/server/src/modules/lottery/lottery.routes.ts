import { lotteryEndpoints as endpoints } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
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
  route(app, endpoints.games, (ctx, { query }) => listGames(ctx, query));
  route(app, endpoints.popular, (ctx) => popularGames(ctx));
  route(app, endpoints.game, (ctx, { params }) => gameDetail(ctx, params.code));
  route(app, endpoints.draws, (ctx, { params, query }) => drawsOfDay(ctx, params.code, query));
  route(app, endpoints.draw, (ctx, { params, query }) =>
    drawDetail(ctx, query.code, params.drawNo),
  );
  route(app, endpoints.vnMenu, (ctx) => vnMenu(ctx));
  route(app, endpoints.vnOpened, (ctx, { query }) => vnOpened(ctx, query));
};

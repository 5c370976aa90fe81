import { jackpotEndpoints as endpoints } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { jackpotFigure } from './jackpot.service.js';

/** The jackpot figure home shows (GAME3, public). */
export const jackpotRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.figure, (ctx) => jackpotFigure(ctx));
};

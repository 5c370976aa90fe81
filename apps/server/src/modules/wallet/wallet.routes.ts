import { walletEndpoints as endpoints } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { balanceOf, statementOf } from './wallet.service.js';

export const walletRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.balance, (ctx) => balanceOf(ctx));
  route(app, endpoints.transactions, (ctx, { query }) => statementOf(ctx, query));
};

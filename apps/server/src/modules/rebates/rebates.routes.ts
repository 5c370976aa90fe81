import { rebateEndpoints as endpoints } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { accruedRebate, claimRebate, rebateReport } from './rebates.service.js';
import { upLineOf, upLineTransfer } from './upline-transfer.service.js';

/** Claims and transfers move money: a client's loop must not hammer them. */
const MONEY_LIMIT = { max: 30, timeWindow: '1 minute' };

export const rebateRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.accrued, (ctx) => accruedRebate(ctx));
  route(app, endpoints.claim, (ctx) => claimRebate(ctx), { rateLimit: MONEY_LIMIT });
  route(app, endpoints.report, (ctx, { query }) => rebateReport(ctx, query));
  route(app, endpoints.upLine, (ctx) => upLineOf(ctx));
  route(app, endpoints.upLineTransfer, (ctx, { body }) => upLineTransfer(ctx, body), {
    rateLimit: MONEY_LIMIT,
  });
};

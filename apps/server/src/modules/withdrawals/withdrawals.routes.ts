import { withdrawalEndpoints as endpoints } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { addAccount, removeAccount } from './accounts.service.js';
import {
  cancelWithdrawal,
  detailOf,
  overviewOf,
  reportOf,
  requestWithdrawal,
} from './withdrawals.service.js';

/** Requests, cards and cancels move money or keep rows: a client's loop must not hammer them. */
const WRITE_LIMIT = { max: 30, timeWindow: '1 minute' };

export const withdrawalRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.overview, (ctx) => overviewOf(ctx));
  route(app, endpoints.addAccount, (ctx, { body }) => addAccount(ctx, body), {
    rateLimit: WRITE_LIMIT,
  });
  route(app, endpoints.removeAccount, (ctx, { params }) => removeAccount(ctx, params.id), {
    rateLimit: WRITE_LIMIT,
  });
  route(app, endpoints.request, (ctx, { body }) => requestWithdrawal(ctx, body), {
    rateLimit: WRITE_LIMIT,
  });
  route(app, endpoints.report, (ctx, { query }) => reportOf(ctx, query));
  route(app, endpoints.detail, (ctx, { params }) => detailOf(ctx, params.id));
  route(app, endpoints.cancel, (ctx, { params }) => cancelWithdrawal(ctx, params.id), {
    rateLimit: WRITE_LIMIT,
  });
};

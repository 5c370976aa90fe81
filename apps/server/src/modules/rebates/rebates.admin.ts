import { adminCommissionEndpoints, adminTopAgentRatesEndpoints } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { adminRoute } from '../backoffice/index.js';
import { adminMemberRates, setTopAgentRates } from './agent-rates.admin.js';
import { commissionPayoutLines, commissionPayouts } from './commission.admin.js';

/** The back office's agent runs: commission payouts with their lines, and top agents' rates. */
export const rebateAdminRoutes: FastifyPluginAsync = async (app) => {
  const commission = adminCommissionEndpoints;
  const rates = adminTopAgentRatesEndpoints;
  adminRoute(app, commission.adminCommissionPayouts, (ctx, { query }) =>
    commissionPayouts(ctx, query),
  );
  adminRoute(app, commission.adminCommissionPayoutLines, (ctx, { params, query }) =>
    commissionPayoutLines(ctx, params.id, query.day),
  );
  adminRoute(app, rates.adminMemberRates, (ctx, { params }) => adminMemberRates(ctx, params.id));
  adminRoute(app, rates.adminSetTopAgentRates, (ctx, { params, body }) =>
    setTopAgentRates(ctx, params.id, body),
  );
};

import { agentEndpoints as endpoints } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { agentRatesView, setAgentDefaults, updateDownlineRebates } from './agent-rates.service.js';
import { agentCommission } from './commission.service.js';

export const agentRateRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.agentRates, (ctx, { query }) => agentRatesView(ctx, query));
  route(app, endpoints.agentDefaults, (ctx, { body }) => setAgentDefaults(ctx, body));
  route(app, endpoints.updateDownlineRebates, (ctx, { body }) => updateDownlineRebates(ctx, body));
  route(app, endpoints.agentCommission, (ctx, { query }) => agentCommission(ctx, query));
};

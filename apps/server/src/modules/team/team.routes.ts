import { agentEndpoints as endpoints } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { teamKpi } from './team-kpi.service.js';

export const teamRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.teamKpi, (ctx, { query }) => teamKpi(ctx, query));
};

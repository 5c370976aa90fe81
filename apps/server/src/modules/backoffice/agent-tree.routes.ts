import { adminAgentTreeEndpoints as endpoints } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { adminRoute } from './admin-route.js';
import { downlinesOf, moveMember, searchTree, topAgents } from './agent-tree.service.js';

/** The agent tree: browse it from the top or a search, and move a member with its team. */
export const adminAgentTreeRoutes: FastifyPluginAsync = async (app) => {
  adminRoute(app, endpoints.topAgents, (ctx, { query }) => topAgents(ctx, query));
  adminRoute(app, endpoints.searchTree, (ctx, { query }) => searchTree(ctx, query.username));
  adminRoute(app, endpoints.downlines, (ctx, { params, query }) =>
    downlinesOf(ctx, params.id, query),
  );
  adminRoute(app, endpoints.moveMember, (ctx, { params, body }) =>
    moveMember(ctx, params.id, body),
  );
};

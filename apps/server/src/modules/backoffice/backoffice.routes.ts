import type { FastifyPluginAsync } from 'fastify';
import { adminAgentTreeRoutes } from './agent-tree.routes.js';
import { adminGamesRoutes } from './games.routes.js';
import { adminJackpotRoutes } from './jackpot.routes.js';
import { adminMemberRoutes } from './members.routes.js';
import { adminMembersManageRoutes, type MembersAdminOptions } from './members-admin.routes.js';
import { adminOperatorRoutes } from './operators.admin-routes.js';
import { adminSessionRoutes } from './session.routes.js';

/** Every route of the back office's own module. */
export const backofficeRoutes: FastifyPluginAsync<MembersAdminOptions> = async (app, options) => {
  await app.register(adminSessionRoutes);
  await app.register(adminMemberRoutes);
  await app.register(adminMembersManageRoutes, { onRestricted: options.onRestricted });
  await app.register(adminAgentTreeRoutes);
  await app.register(adminOperatorRoutes);
  await app.register(adminGamesRoutes);
  await app.register(adminJackpotRoutes);
};

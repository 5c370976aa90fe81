import { adminContentEndpoints as endpoints } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { adminRoute } from '../backoffice/index.js';
import { sendMessage, sentMessagePage, type VipLevelsOf } from './inbox.admin.service.js';

/** The back office's messages to members (content.manage). */
export const inboxAdminRoutes: FastifyPluginAsync<{ vipLevelsOf: VipLevelsOf }> = async (
  app,
  { vipLevelsOf },
) => {
  adminRoute(app, endpoints.messages, (ctx, { query }) => sentMessagePage(ctx, query));
  adminRoute(app, endpoints.sendMessage, (ctx, { body }) => sendMessage(ctx, body, vipLevelsOf));
};

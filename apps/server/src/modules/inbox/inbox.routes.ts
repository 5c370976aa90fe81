import { inboxEndpoints as endpoints } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import {
  deleteMessage,
  inboxPageFor,
  markMessageRead,
  openMessage,
  unreadMessageCount,
} from './inbox.service.js';

export const inboxRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.list, (ctx, { query }) => inboxPageFor(ctx, query));
  route(app, endpoints.unread, (ctx) => unreadMessageCount(ctx));
  route(app, endpoints.message, (ctx, { params }) => openMessage(ctx, params.id));
  route(app, endpoints.read, (ctx, { body }) => markMessageRead(ctx, body.id));
  route(app, endpoints.remove, (ctx, { params }) => deleteMessage(ctx, params.id));
};

import { bannerEndpoints as endpoints } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { bannersOf } from './banners.service.js';

export const bannerRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.list, (ctx, { query }) => bannersOf(ctx, query.groupName));
};

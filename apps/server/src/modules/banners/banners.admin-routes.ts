import { adminContentEndpoints as endpoints } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { adminRoute } from '../backoffice/index.js';
import {
  bannerListOf,
  bannerOf,
  createBanner,
  deleteBanner,
  updateBanner,
} from './banners.admin.service.js';

/** The back office's banners (content.manage). */
export const bannerAdminRoutes: FastifyPluginAsync = async (app) => {
  adminRoute(app, endpoints.banners, (ctx, { query }) => bannerListOf(ctx, query.group));
  adminRoute(app, endpoints.banner, (ctx, { params }) => bannerOf(ctx, params.id));
  adminRoute(app, endpoints.createBanner, (ctx, { body }) => createBanner(ctx, body));
  adminRoute(app, endpoints.updateBanner, (ctx, { params, body }) =>
    updateBanner(ctx, params.id, body),
  );
  adminRoute(app, endpoints.deleteBanner, (ctx, { params }) => deleteBanner(ctx, params.id));
};

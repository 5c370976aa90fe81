import { adminContentEndpoints as endpoints } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { adminRoute } from '../backoffice/index.js';
import {
  announcementOf,
  announcementPageOf,
  createAnnouncement,
  deleteAnnouncement,
  updateAnnouncement,
} from './announcements.admin.service.js';

/** The back office's announcements (content.manage). */
export const announcementAdminRoutes: FastifyPluginAsync = async (app) => {
  adminRoute(app, endpoints.announcements, (ctx, { query }) => announcementPageOf(ctx, query));
  adminRoute(app, endpoints.announcement, (ctx, { params }) => announcementOf(ctx, params.id));
  adminRoute(app, endpoints.createAnnouncement, (ctx, { body }) => createAnnouncement(ctx, body));
  adminRoute(app, endpoints.updateAnnouncement, (ctx, { params, body }) =>
    updateAnnouncement(ctx, params.id, body),
  );
  adminRoute(app, endpoints.deleteAnnouncement, (ctx, { params }) =>
    deleteAnnouncement(ctx, params.id),
  );
};

import { announcementEndpoints as endpoints } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { announcementsFor, bannerImageFor, parseTypes } from './announcements.service.js';
import { markNoticeRead, noticeFor, noticePageFor, unreadNoticeCount } from './notices.service.js';

/** Banner images change only when an operator edits a banner: browsers may keep them a while. */
const BANNER_CACHE = 'public, max-age=300';

export const announcementRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.list, (ctx, { query }) => announcementsFor(ctx, parseTypes(query.types)));
  route(app, endpoints.notices, (ctx, { query }) => noticePageFor(ctx, query));
  route(app, endpoints.unreadNotices, async (ctx, { query }) => ({
    unreadCount: await unreadNoticeCount(ctx, query.types),
  }));
  route(app, endpoints.notice, (ctx, { params }) => noticeFor(ctx, params.id));
  route(app, endpoints.readNotice, (ctx, { body }) => markNoticeRead(ctx, body.id));

  // The browser loads the image without the API's headers: the site comes from the host (or a
  // Merchant header), the language from the address.
  route(
    app,
    endpoints.bannerImage,
    async (ctx, { params, query }, { reply }) => {
      const svg = await bannerImageFor(ctx, params.id, query.lang ?? ctx.site.defaultLanguage);
      return reply.type('image/svg+xml; charset=utf-8').send(svg);
    },
    { cacheControl: BANNER_CACHE },
  );
};

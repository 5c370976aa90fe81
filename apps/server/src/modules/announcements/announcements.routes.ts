import {
  API,
  announcementsAnswer,
  announcementsQuery,
  HEADERS,
  languageCode,
  okEnvelope,
} from '@lotto/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { ok } from '../../http.js';
import { siteOf } from '../../plugins/site-context.js';
import { announcementsFor, bannerImageFor, parseTypes } from './announcements.service.js';

const bannerParams = z.object({
  id: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2 ** 31 - 1)),
});
const bannerQuery = z.object({ lang: z.optional(languageCode) });

export const announcementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.announcements,
    {
      // The session is optional: the unread count is a member's; everything else is public.
      config: { moduleId: 'COMM3', access: 'optional' },
      schema: {
        querystring: announcementsQuery,
        response: { 200: okEnvelope(announcementsAnswer) },
      },
    },
    async (request) =>
      ok(
        await announcementsFor(app.database.db, siteOf(request), {
          types: parseTypes(request.query.types),
          language: request.language,
          now: app.config.now(),
        }),
      ),
  );

  // An image the browser fetches without the API's headers: the site comes from the host (or
  // a Merchant header), and the answer may be cached, unlike the API's.
  app.get(
    API.bannerImage,
    { schema: { params: bannerParams, querystring: bannerQuery } },
    async (request, reply) => {
      const merchant = request.headers[HEADERS.merchant];
      const site = await app.sites.resolve(
        typeof merchant === 'string' ? merchant : undefined,
        request.headers.host,
      );
      const language = request.query.lang ?? site.defaultLanguage;
      const svg = await bannerImageFor(app.database.db, site, request.params.id, language);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(svg);
    },
  );
};

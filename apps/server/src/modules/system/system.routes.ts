import { systemEndpoints as endpoints } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { countriesFor, siteStatusFor, templateSettingsFor } from './system.service.js';

export const systemRoutes: FastifyPluginAsync = async (app) => {
  // The site part of the status is validated once per loaded site record (siteStatusFor).
  route(
    app,
    endpoints.status,
    async (ctx) => siteStatusFor(ctx.site, ctx.language, await app.geo.locate(ctx.ip), ctx.now()),
    {
      prevalidated: true,
    },
  );
  route(app, endpoints.whitelabel, (ctx) => ctx.site.whitelabel);
  route(app, endpoints.template, (ctx) => templateSettingsFor(ctx.site, ctx.language));
  route(app, endpoints.country, (ctx) => countriesFor(ctx.site));
  route(app, endpoints.customerService, (ctx) => ({ customerService: ctx.site.customerService }));
};

import { adminSiteEndpoints as endpoints } from '@lotto/contract';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { adminRoute } from '../backoffice/index.js';
import {
  createSiteFromTemplate,
  listSites,
  siteView,
  updateSiteMaintenance,
  updateSiteSettings,
} from './sites.service.js';

/**
 * Every process serves the sites from its cache: after an edit commits, this process reloads at
 * once and every other at its next version check (DESIGN "Caches": within 2 seconds). A new
 * site's vendors are catalogue data, so the catalogue follows too.
 */
const afterCommit = async <T>(app: FastifyInstance, work: Promise<T>, catalogue = false) => {
  const answer = await work;
  await app.caches.bump('sites');
  if (catalogue) await app.caches.bump('catalogue');
  return answer;
};

/** The back office's sites (sites.manage). */
export const siteAdminRoutes: FastifyPluginAsync = async (app) => {
  adminRoute(app, endpoints.sites, (ctx) => listSites(ctx));
  adminRoute(app, endpoints.site, (ctx, { params }) => siteView(ctx, params.code));
  adminRoute(app, endpoints.updateSite, (ctx, { params, body }) =>
    afterCommit(app, updateSiteSettings(ctx, params.code, body)),
  );
  adminRoute(app, endpoints.updateMaintenance, (ctx, { params, body }) =>
    afterCommit(app, updateSiteMaintenance(ctx, params.code, body)),
  );
  adminRoute(app, endpoints.createSite, (ctx, { body }) =>
    afterCommit(app, createSiteFromTemplate(ctx, body), true),
  );
};

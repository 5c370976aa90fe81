import { DEFAULT_LANGUAGE, HEADERS, isLanguageCode } from '@lotto/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.js';
import { isUnderMaintenance, type Site } from '../site.js';

type CallerLocation = Awaited<ReturnType<FastifyInstance['geo']['locate']>>;

/** The system module's region rule, handed over by the app level. */
export interface SiteContextOptions {
  isRegionRestricted: (site: Site, location: CallerLocation) => boolean;
}

const headerOf = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
};

/**
 * Resolves the site and language of every API request, then applies the site's gates in the
 * order the app applies them at start-up: maintenance, region restriction, switched-off module
 * (or feature of a module).
 */
export const siteContextPlugin = fp(
  async (app: FastifyInstance, { isRegionRestricted }: SiteContextOptions) => {
    app.decorateRequest('site', null);
    app.decorateRequest('language', DEFAULT_LANGUAGE);

    app.addHook('onRequest', async (request) => {
      const asked = headerOf(request, HEADERS.language)?.toUpperCase();
      if (isLanguageCode(asked)) request.language = asked;

      const { moduleId, systemRoute } = request.routeOptions.config;
      if (!moduleId) return;
      const site = await app.sites.resolve(
        headerOf(request, HEADERS.merchant),
        request.headers.host,
      );
      request.site = site;
      if (!isLanguageCode(asked) || !site.languages.includes(asked)) {
        request.language = site.defaultLanguage;
      }
      if (systemRoute) return;
      if (isUnderMaintenance(site, app.config.now())) throw new AppError('system.maintenance');
      if (site.blockedCidrs.length > 0 || site.blockedCountries.length > 0) {
        const location = await app.geo.locate(request.ip);
        if (isRegionRestricted(site, location)) throw new AppError('region.restricted');
      }
      if (!site.whitelabel[moduleId]) throw new AppError('function.not.available');
      const feature = request.routeOptions.config.endpoint?.feature;
      if (feature && !site.whitelabel[feature]) throw new AppError('function.not.available');
    });

    // Answers that belong to a member must never be stored by a browser or proxy; only a route
    // that says so (an image) lets its successful answers be kept.
    app.addHook('onSend', (request, reply, payload, done) => {
      const { moduleId, cacheControl } = request.routeOptions.config;
      if (moduleId) {
        const keep = cacheControl !== undefined && reply.statusCode < 300;
        reply.header('cache-control', keep ? cacheControl : 'no-store');
      }
      done(null, payload);
    });
  },
);

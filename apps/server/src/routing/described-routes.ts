import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The API's realms: every route under them is an endpoint of the contract. */
const API_PATH = /^\/(wps|lgw)(\/|$)/;
/** The back office's realm: every route under it is an admin endpoint of the contract. */
const ADMIN_API_PATH = /^\/admin\/api(\/|$)/;

/**
 * Every /wps and /lgw route comes from its endpoint description (route()), and every
 * /admin/api route from its admin description (adminRoute()): one registered any other way
 * (or a player endpoint in the admin realm, or the reverse) stops the app at start, so no
 * endpoint can bypass the contract's method, path, access and schemas.
 */
export const describedRoutesOnly = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (options) => {
    const method = [options.method].flat().join(',');
    if (ADMIN_API_PATH.test(options.url)) {
      if (options.config?.adminEndpoint && !options.config.endpoint) return;
      throw new Error(`${method} ${options.url} is not registered from its admin description`);
    }
    if (!API_PATH.test(options.url)) return;
    if (options.config?.endpoint && !options.config.adminEndpoint) return;
    throw new Error(`${method} ${options.url} is not registered from its endpoint description`);
  });
});

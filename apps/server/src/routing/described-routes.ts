import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The API's realms: every route under them is an endpoint of the contract. */
const API_PATH = /^\/(wps|lgw)(\/|$)/;

/**
 * Every /wps and /lgw route comes from its endpoint description (route()): one registered any
 * other way stops the app at start, so no endpoint can bypass the contract's method, path,
 * module id, access and schemas.
 */
export const describedRoutesOnly = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (options) => {
    if (!API_PATH.test(options.url) || options.config?.endpoint) return;
    const method = [options.method].flat().join(',');
    throw new Error(`${method} ${options.url} is not registered from its endpoint description`);
  });
});

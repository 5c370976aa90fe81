import { API, health } from '@lotto/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase } from './health.repository.js';

/**
 * Liveness and readiness: answers ok only when the database answers. A plain route, not an
 * endpoint description: a load balancer's probe, outside the API (no site, no envelope).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(API.health, { schema: { response: { 200: health } } }, async () => {
    await pingDatabase(app.database.db);
    return { status: 'ok' as const, database: 'ok' as const };
  });
};

import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.js';

/**
 * Rate limits are opt-in per route (`config.rateLimit`): login, SMS and captcha routes set
 * their own. Counters are per process, keyed by client address.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: () => new AppError('too.many.requests'),
  });
});

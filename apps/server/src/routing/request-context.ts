import type { FastifyRequest } from 'fastify';
import type { RequestCtx } from '../context.js';
import { AppError } from '../errors.js';

/**
 * The request's context, made from what the plugins resolved before the handler: the site
 * and language (site context), the member (auth hook), the caller's address and cookies.
 */
export const contextOf = (request: FastifyRequest): RequestCtx => {
  const { site } = request;
  if (!site) throw new AppError('merchant.not.exist'); // every endpoint names a module
  const app = request.server;
  return {
    db: app.database.db,
    now: app.config.now,
    log: request.log,
    site,
    language: request.language,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    member: request.member,
    cookies: request.cookies,
  };
};

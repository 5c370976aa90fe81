import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.js';

const API_PREFIXES = ['/wps/', '/lgw/', '/healthz'];
const isApiPath = (url: string) => API_PREFIXES.some((p) => url.startsWith(p));
/** A page address: anything under /m/ but the hashed assets, or any address a browser opens. */
const wantsPage = (request: FastifyRequest) =>
  request.method === 'GET' &&
  ((request.url.startsWith('/m') && !request.url.startsWith('/m/assets/')) ||
    (request.headers.accept ?? '').includes('text/html'));

/** Hashed assets never change; the page, service worker and manifest must always revalidate. */
const setCacheHeaders = (reply: FastifyReply, file: string) => {
  const immutable = file.includes(`${path.sep}assets${path.sep}`);
  reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
};

/**
 * Serves the built web app under /m/. Any page address that is not a file (every route of
 * the app, /, /register.html ...) gets index.html and the app's router decides. Unknown API
 * paths answer the JSON envelope.
 */
export const webAppPlugin = fp(async (app: FastifyInstance) => {
  const root = app.config.webDist;
  const built = existsSync(path.join(root, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/m/',
      index: false,
      wildcard: true,
      setHeaders: setCacheHeaders,
    });
  }

  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html', root);

  app.setNotFoundHandler((request, reply) => {
    if (built && !isApiPath(request.url) && wantsPage(request)) return sendIndex(reply);
    throw new AppError('request.url.empty');
  });
});

import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { APP_ALIASES } from '@lotto/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.js';
import { loadPageTemplate } from './first-paint/page-template.js';
import { type PageSources, sendPage } from './first-paint/send-page.js';
import { loadPageRenderer } from './first-paint/server-render.js';

const API_PREFIXES = ['/wps/', '/lgw/', '/healthz'];
const isApiPath = (url: string) => API_PREFIXES.some((p) => url.startsWith(p));
const ASSETS = '/m/assets/';

/** A page address: anything under /m/ but the hashed assets, or any address a browser opens. */
const wantsPage = (request: FastifyRequest) =>
  request.method === 'GET' &&
  ((request.url.startsWith('/m') && !request.url.startsWith(ASSETS)) ||
    (request.headers.accept ?? '').includes('text/html'));

/** Hashed assets never change; the page, service worker and manifest must always revalidate. */
const setCacheHeaders = (reply: FastifyReply, file: string) => {
  const immutable = file.includes(`${path.sep}assets${path.sep}`);
  reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
};

/** A folder address (`/m/icons/`): never a file, so it never reaches the static files. */
const isFolder = (url: string) => (url.split('?')[0] ?? '').endsWith('/');

/**
 * Serves the built web app under /m/. The home and register aliases answer the app to any
 * client (a fresh browser may send no Accept header at all); any other page address that is
 * not a file (every route of the app) gets it too and the app's router decides. Unknown API
 * paths, missing assets and folders answer the JSON envelope's not-found.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, sources: PageSources) => {
  const root = app.config.webDist;
  const built = existsSync(path.join(root, 'index.html'));
  // The page is filled in per navigation (first-paint/): read once here, with the build's manifest.
  const template = built ? loadPageTemplate(root) : null;
  const renderer = built ? await loadPageRenderer(root) : null;
  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    if (template && !isApiPath(request.url) && wantsPage(request)) {
      return sendPage(request, reply, template, sources, renderer);
    }
    throw new AppError('request.url.empty');
  };
  if (template) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/m/',
      index: false,
      wildcard: true,
      // The build writes .br and .gz copies (apps/web/scripts/precompress.ts): sent as they
      // are to browsers that take them, with Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders: setCacheHeaders,
    });
    for (const alias of [...APP_ALIASES.home, ...APP_ALIASES.register]) {
      app.get(alias, (request, reply) => sendPage(request, reply, template, sources, renderer));
    }
    // Static files would refuse a folder with 403; it is simply not a file.
    app.addHook('onRequest', (request, reply, done) => {
      if (request.url.startsWith('/m/') && isFolder(request.url) && !reply.sent) {
        return notFound(request, reply);
      }
      done();
    });
  }
  app.setNotFoundHandler(notFound);
});

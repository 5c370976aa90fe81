import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors.js';

/**
 * Serves the built back office (apps/admin/dist) under /admin/ with its own CSP (DESIGN.md
 * "Back office realm"): scripts from this origin only, never framed, talking to this origin
 * only. antd writes its styles at run time, hence inline styles (never inline scripts).
 */
export const ADMIN_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

const ADMIN_PREFIX = '/admin';
const isAdminPath = (url: string) => url === ADMIN_PREFIX || url.startsWith(`${ADMIN_PREFIX}/`);

export const adminAppPlugin = fp(async (app: FastifyInstance) => {
  // Every answer of the realm (pages, assets, API) carries the back office's own policy.
  app.addHook('onRequest', (request, reply, done) => {
    if (isAdminPath(request.url)) {
      reply.header('content-security-policy', ADMIN_CSP);
      reply.header('x-frame-options', 'DENY');
    }
    done();
  });

  const root = app.config.adminDist;
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) return;
  const page = readFileSync(indexFile);
  const sendPage = (reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);

  await app.register(fastifyStatic, {
    root,
    prefix: `${ADMIN_PREFIX}/`,
    index: false,
    wildcard: false,
    decorateReply: false,
    setHeaders: (res, file) => {
      const immutable = file.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get(ADMIN_PREFIX, (_request, reply) => reply.redirect(`${ADMIN_PREFIX}/`));
  // Every other address under /admin/ is a screen of the app, whose router decides; unknown
  // API paths and missing assets answer the envelope's not-found.
  app.get(`${ADMIN_PREFIX}/*`, (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (url.startsWith(`${ADMIN_PREFIX}/api/`) || url.startsWith(`${ADMIN_PREFIX}/assets/`)) {
      throw new AppError('request.url.empty');
    }
    return sendPage(reply);
  });
});

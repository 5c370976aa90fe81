import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors.js';

const ADMIN_PREFIX = '/admin';

/**
 * Serves the built back office (apps/admin/dist) under /admin/; its own headers (the admin CSP)
 * come with every answer of the realm from the security plugin.
 */
export const adminAppPlugin = fp(async (app: FastifyInstance) => {
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

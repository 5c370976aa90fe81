import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openEncryptedBody } from './encrypted-body.js';
import { ServerKeyStore } from './server-keys.js';

/**
 * Shares the body-encryption key store with every module: login and registration decrypt with
 * it (the router opens encrypted bodies with `app.openEncryptedBody`), and the session routes
 * serve its public key.
 */
export const cryptoPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('serverKeys', new ServerKeyStore(app.database.db, app.config.now));
  app.decorate('openEncryptedBody', openEncryptedBody);
});

import { API, okEnvelope, publicKeyAnswer } from '@lotto/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http.js';
import { ServerKeyStore } from './server-keys.js';

/**
 * Shares the body-encryption key store with every module (login and registration decrypt with
 * it) and serves its public key. COMM3, not LOGIN3: registration needs the key too.
 */
export const cryptoPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('serverKeys', new ServerKeyStore(app.database.db));

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      API.session.publicKey,
      { config: { moduleId: 'COMM3' }, schema: { response: { 200: okEnvelope(publicKeyAnswer) } } },
      async () => {
        const { keyId, publicKey } = await app.serverKeys.current();
        return ok({ keyId, publicKey });
      },
    );
});

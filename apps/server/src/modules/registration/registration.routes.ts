import {
  API,
  affiliateAnswer,
  affiliateQuery,
  encryptedBody,
  loginAnswer,
  okEnvelope,
  registerPayload,
  registrationSettings,
  usernameCheckAnswer,
  usernameCheckQuery,
} from '@lotto/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http.js';
import { siteOf } from '../../plugins/site-context.js';
import { openEncryptedBody } from '../crypto/index.js';
import { loadRegistrationSettings } from './registration.rules.js';
import { affiliateOwner, register, usernameExists } from './registration.service.js';

const perMinute = (max: number) => ({ max, timeWindow: '1 minute' });

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    API.system.registerSettings,
    {
      config: { moduleId: 'COMM3' },
      schema: { response: { 200: okEnvelope(registrationSettings) } },
    },
    async (request) => ok(await loadRegistrationSettings(db, siteOf(request))),
  );

  app.put(
    API.member.register,
    {
      config: { moduleId: 'REG3', rateLimit: perMinute(10) },
      schema: { body: encryptedBody, response: { 200: okEnvelope(loginAnswer) } },
    },
    async (request) => {
      const payload = await openEncryptedBody(request, registerPayload);
      const ctx = { db, site: siteOf(request), request, ip: request.ip, now: app.config.now() };
      return ok(await register(ctx, payload));
    },
  );

  app.get(
    API.checkUsername,
    {
      config: { moduleId: 'REG3', rateLimit: perMinute(30) },
      schema: {
        querystring: usernameCheckQuery,
        response: { 200: okEnvelope(usernameCheckAnswer) },
      },
    },
    async (request) =>
      ok({ exists: await usernameExists(db, siteOf(request), request.query.username) }),
  );

  // The domain names where the app found the code; codes are not bound to domains here.
  app.get(
    API.affiliate,
    {
      config: { moduleId: 'REG3', rateLimit: perMinute(30) },
      schema: { querystring: affiliateQuery, response: { 200: okEnvelope(affiliateAnswer) } },
    },
    async (request) => {
      const owner = await affiliateOwner(db, siteOf(request), request.query.code, true);
      return ok({ success: owner !== null });
    },
  );
};

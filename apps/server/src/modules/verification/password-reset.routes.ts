import {
  API,
  forgotByEmailAnswer,
  forgotByEmailPayload,
  okEnvelope,
  resetByLinkAnswer,
  resetByLinkPayload,
  resetByPhoneAnswer,
  resetByPhonePayload,
} from '@lotto/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http.js';
import { siteOf } from '../../plugins/site-context.js';
import { forgotByEmail, resetByLink, resetByPhone } from './password-reset.service.js';
import { publicOriginOf } from './public-origin.js';
import { requireFeature } from './verification.routes.js';

const config = { moduleId: 'MEMBER3', rateLimit: { max: 20, timeWindow: '1 minute' } } as const;

/**
 * The app posts the forgot-password form form-encoded (spec/01 section 7). Only this route's
 * scope reads that type: a plain URLSearchParams parse under the app's body limit.
 */
const forgotRoute: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: app.initialConfig.bodyLimit },
    (_request, body, done) => {
      // fromEntries defines own properties, so a "__proto__" field is only a field.
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.post(
    API.member.forgotByEmail,
    {
      config,
      schema: { body: forgotByEmailPayload, response: { 200: okEnvelope(forgotByEmailAnswer) } },
    },
    async (request) => {
      const site = siteOf(request);
      await forgotByEmail(
        { db: app.database.db, mailer: app.mailer, now: app.config.now() },
        {
          site,
          username: request.body.username,
          email: request.body.email,
          origin: publicOriginOf(request, site),
          language: request.language,
        },
      );
      return ok(null);
    },
  );
};

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(forgotRoute);

  app.post(
    API.member.resetByLink,
    {
      config,
      schema: { body: resetByLinkPayload, response: { 200: okEnvelope(resetByLinkAnswer) } },
    },
    async (request) =>
      ok(
        await resetByLink(app.database.db, siteOf(request), {
          ...request.body,
          now: app.config.now(),
        }),
      ),
  );

  app.post(
    API.member.resetByPhone,
    {
      config,
      schema: { body: resetByPhonePayload, response: { 200: okEnvelope(resetByPhoneAnswer) } },
    },
    async (request) => {
      const site = requireFeature(request, 'MOBILENUMPASSREG3');
      return ok(
        await resetByPhone(app.database.db, site, { ...request.body, now: app.config.now() }),
      );
    },
  );
};

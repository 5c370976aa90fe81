import {
  API,
  loginAnswer,
  okEnvelope,
  SOCIAL_LOGIN_PARAMS,
  SOCIAL_PROVIDERS,
  socialExchangePayload,
  socialProvidersAnswer,
} from '@lotto/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { ok } from '../../http.js';
import { siteOf } from '../../plugins/site-context.js';
import { publicOriginOf } from '../verification/public-origin.js';
import { OidcClient } from './oidc-client.js';
import { OidcFailure } from './oidc-failure.js';
import {
  exchangeSocialCode,
  finishSocialLogin,
  SOCIAL_LIMITS,
  socialProvidersFor,
  startSocialLogin,
} from './social.service.js';

const config = { moduleId: 'LOGIN3', rateLimit: { max: 30, timeWindow: '1 minute' } } as const;
const providerParams = z.object({ provider: z.enum(SOCIAL_PROVIDERS) });
const callbackQuery = z.object({
  state: z.optional(z.string().check(z.maxLength(512))),
  code: z.optional(z.string().check(z.maxLength(2048))),
  error: z.optional(z.string().check(z.maxLength(512))),
});

/** Binds a login to the browser that started it; sent back on the provider's redirect (Lax). */
const STATE_COOKIE = 'social_state';
const COOKIE_PATH = '/wps/session/social';

const loginPage = (param: string, value: string) =>
  `/m/login?${new URLSearchParams({ [param]: value }).toString()}`;

/** Browser navigations end on the login page, with a code to trade or the error to show. */
const failTo = (request: FastifyRequest, reply: FastifyReply, err: unknown) => {
  if (!(err instanceof OidcFailure)) throw err;
  request.log.warn({ reason: err.reason }, 'social login refused');
  return reply
    .clearCookie(STATE_COOKIE, { path: COOKIE_PATH })
    .redirect(loginPage(SOCIAL_LOGIN_PARAMS.error, 'oidc.failed'));
};

export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  const oidc = new OidcClient();
  const depsNow = () => ({ db: app.database.db, oidc, now: app.config.now() });

  app.get(
    API.session.socialProviders,
    { config, schema: { response: { 200: okEnvelope(socialProvidersAnswer) } } },
    async (request) => ok(await socialProvidersFor(app.database.db, siteOf(request))),
  );

  app.get(
    API.session.socialStart,
    { config, schema: { params: providerParams } },
    async (request, reply) => {
      const site = siteOf(request);
      const origin = publicOriginOf(request, site);
      try {
        const { location, state } = await startSocialLogin(depsNow(), {
          site,
          provider: request.params.provider,
          origin,
        });
        return reply
          .setCookie(STATE_COOKIE, state, {
            path: COOKIE_PATH,
            httpOnly: true,
            sameSite: 'lax',
            secure: origin.startsWith('https:'),
            maxAge: SOCIAL_LIMITS.stateTtlMs / 1000,
          })
          .redirect(location);
      } catch (err) {
        return failTo(request, reply, err);
      }
    },
  );

  app.get(
    API.session.socialCallback,
    { config, schema: { params: providerParams, querystring: callbackQuery } },
    async (request, reply) => {
      try {
        const code = await finishSocialLogin(depsNow(), {
          site: siteOf(request),
          provider: request.params.provider,
          state: request.query.state,
          cookieState: request.cookies[STATE_COOKIE],
          code: request.query.error ? undefined : request.query.code,
        });
        return reply
          .clearCookie(STATE_COOKIE, { path: COOKIE_PATH })
          .redirect(loginPage(SOCIAL_LOGIN_PARAMS.code, code));
      } catch (err) {
        return failTo(request, reply, err);
      }
    },
  );

  app.post(
    API.session.socialExchange,
    {
      config,
      schema: { body: socialExchangePayload, response: { 200: okEnvelope(loginAnswer) } },
    },
    async (request) =>
      ok(
        await exchangeSocialCode(app.database.db, {
          site: siteOf(request),
          code: request.body.code,
          deviceId: request.body.loginDeviceId,
          ip: request.ip,
          now: app.config.now(),
        }),
      ),
  );
};

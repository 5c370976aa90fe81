import { accountEndpoints as endpoints, SOCIAL_LOGIN_PARAMS } from '@lotto/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { route } from '../../routing/route.js';
import { setDeviceCookie } from '../session/index.js';
import { publicOriginOf } from '../system/index.js';
import { OidcClient } from './oidc-client.js';
import { OidcFailure } from './oidc-failure.js';
import {
  exchangeSocialCode,
  finishSocialLogin,
  SOCIAL_LIMITS,
  socialProvidersFor,
  startSocialLogin,
} from './social.service.js';

const limited = { rateLimit: { max: 30, timeWindow: '1 minute' } };

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

export const socialRoutes: FastifyPluginAsync = async (app) => {
  const oidc = new OidcClient(app.config.now);

  route(app, endpoints.socialProviders, (ctx) => socialProvidersFor(ctx), limited);

  route(
    app,
    endpoints.socialStart,
    async (ctx, { params }, { request, reply }) => {
      const origin = publicOriginOf(request, ctx.site);
      try {
        const started = await startSocialLogin(ctx, oidc, { provider: params.provider, origin });
        return reply
          .setCookie(STATE_COOKIE, started.state, {
            path: COOKIE_PATH,
            httpOnly: true,
            sameSite: 'lax',
            secure: origin.startsWith('https:'),
            maxAge: SOCIAL_LIMITS.stateTtlMs / 1000,
          })
          .redirect(started.location);
      } catch (err) {
        return failTo(request, reply, err);
      }
    },
    limited,
  );

  route(
    app,
    endpoints.socialCallback,
    async (ctx, { params, query }, { request, reply }) => {
      try {
        const code = await finishSocialLogin(ctx, oidc, {
          provider: params.provider,
          state: query.state,
          cookieState: ctx.cookies[STATE_COOKIE],
          code: query.error ? undefined : query.code,
        });
        return reply
          .clearCookie(STATE_COOKIE, { path: COOKIE_PATH })
          .redirect(loginPage(SOCIAL_LOGIN_PARAMS.code, code));
      } catch (err) {
        return failTo(request, reply, err);
      }
    },
    limited,
  );

  route(
    app,
    endpoints.socialExchange,
    async (ctx, { body }, http) => {
      const signedIn = await exchangeSocialCode(ctx, {
        code: body.code,
        deviceId: body.loginDeviceId,
      });
      setDeviceCookie(http, signedIn.deviceSecret);
      return signedIn.session;
    },
    limited,
  );
};

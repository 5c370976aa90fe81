import { registrationEndpoints as endpoints } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { setDeviceCookie } from '../session/index.js';
import { registrationSettingsOf } from '../system/index.js';
import { affiliateOf, register, usernameExists } from './registration.service.js';

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

export const registrationRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.settings, (ctx) => registrationSettingsOf(ctx.site));
  route(
    app,
    endpoints.register,
    async (ctx, { body }, http) => {
      const { session, deviceSecret } = await register(ctx, body);
      setDeviceCookie(http, deviceSecret);
      return session;
    },
    perMinute(10),
  );
  route(
    app,
    endpoints.checkUsername,
    async (ctx, { query }) => ({ exists: await usernameExists(ctx, query.username) }),
    perMinute(30),
  );
  // The domain names where the app found the code; codes are not bound to domains here.
  route(
    app,
    endpoints.affiliate,
    async (ctx, { query }) => ({ success: (await affiliateOf(ctx, query.code, true)) !== null }),
    perMinute(30),
  );
};

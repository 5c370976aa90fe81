import { accountEndpoints as endpoints } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { setDeviceCookie } from '../session/index.js';
import { publicOriginOf } from '../system/index.js';
import { requireFeature } from '../verification/index.js';
import { changePassword } from './change-password.js';
import { forgotByEmail, resetByLink, resetByPhone } from './password-reset.service.js';

const limited = { rateLimit: { max: 20, timeWindow: '1 minute' } };

/** Changing a password, and forgetting it: a reset link by e-mail or a code by SMS. */
export const passwordRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    endpoints.changePassword,
    async (ctx, { body }, http) => {
      const { deviceSecret } = await changePassword(ctx, body);
      setDeviceCookie(http, deviceSecret);
      return null;
    },
    { rateLimit: { max: 10, timeWindow: '1 minute' } },
  );

  route(
    app,
    endpoints.forgotByEmail,
    async (ctx, { body }, { request }) => {
      const origin = publicOriginOf(request, ctx.site);
      await forgotByEmail(ctx, app.mailer, { ...body, origin });
      return null;
    },
    limited,
  );

  route(app, endpoints.resetByLink, (ctx, { body }) => resetByLink(ctx, body), limited);

  route(
    app,
    endpoints.resetByPhone,
    async (ctx, { body }, http) => {
      requireFeature(ctx, 'MOBILENUMPASSREG3');
      const { session, deviceSecret } = await resetByPhone(ctx, body);
      setDeviceCookie(http, deviceSecret);
      return session;
    },
    limited,
  );
};

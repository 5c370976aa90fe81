import { accountEndpoints as endpoints } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { publicOriginOf } from '../system/index.js';
import {
  bindMobile,
  confirmEmailBinding,
  requestEmailBinding,
  securityOverviewOf,
  sendBindMobileCode,
} from './contacts.service.js';
import {
  resetPaymentPassword,
  sendPaymentPasswordCode,
  setPaymentPassword,
} from './payment-password.service.js';

/** Password-checking and code-sending endpoints get a per-process brake; the budgets are in the database. */
const limited = { rateLimit: { max: 10, timeWindow: '1 minute' } };

/** The security centre: the payment password, the bound mobile and the e-mail. */
export const securityRoutes: FastifyPluginAsync = async (app) => {
  const sms = { sms: app.smsGateway, defaultMinutes: app.config.smsCodeMinutes };

  route(app, endpoints.securityOverview, (ctx) => securityOverviewOf(ctx));
  route(
    app,
    endpoints.setPaymentPassword,
    (ctx, { body }) => setPaymentPassword(ctx, body),
    limited,
  );
  route(app, endpoints.paymentPasswordCode, (ctx) => sendPaymentPasswordCode(ctx, sms), limited);
  route(
    app,
    endpoints.resetPaymentPassword,
    (ctx, { body }) => resetPaymentPassword(ctx, body),
    limited,
  );
  route(
    app,
    endpoints.bindMobileCode,
    (ctx, { body }) => sendBindMobileCode(ctx, sms, body),
    limited,
  );
  route(
    app,
    endpoints.bindMobile,
    (ctx, { body }) => bindMobile(ctx, app.smsGateway, body),
    limited,
  );
  route(
    app,
    endpoints.bindEmail,
    (ctx, { body }, { request }) =>
      requestEmailBinding(ctx, app.mailer, { ...body, origin: publicOriginOf(request, ctx.site) }),
    limited,
  );
  route(
    app,
    endpoints.confirmEmail,
    (ctx, { body }) => confirmEmailBinding(ctx, app.mailer, body.token),
    limited,
  );
};

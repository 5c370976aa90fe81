import {
  API,
  type FeatureSwitch,
  okEnvelope,
  type SmsPurpose,
  smsAnswer,
  smsRequest,
} from '@lotto/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.js';
import { ok } from '../../http.js';
import { siteOf } from '../../plugins/site-context.js';
import { requestSmsCode } from './verification.service.js';

/** Each kind of code belongs to a site feature; with the feature off the route is too. */
const SMS_ROUTES: { path: string; purpose: SmsPurpose; feature: FeatureSwitch }[] = [
  { path: API.verification.smsRegister, purpose: 'register', feature: 'MOBILENUMREG3' },
  { path: API.verification.smsNoLogin, purpose: 'login', feature: 'MOBILEVERCODELOGIN3' },
  { path: API.verification.smsReset, purpose: 'reset', feature: 'MOBILENUMPASSREG3' },
];

/** A first, per-process brake; the limits that matter are counted in the database. */
const processRateLimit = { max: 30, timeWindow: '1 minute' } as const;

export const requireFeature = (request: FastifyRequest, feature: FeatureSwitch) => {
  const site = siteOf(request);
  if (!site.whitelabel[feature]) throw new AppError('function.not.available');
  return site;
};

export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { path, purpose, feature } of SMS_ROUTES) {
    app.post(
      path,
      {
        config: { moduleId: 'VERIFICATION3', rateLimit: processRateLimit },
        schema: { body: smsRequest, response: { 200: okEnvelope(smsAnswer) } },
      },
      async (request) => {
        const site = requireFeature(request, feature);
        const deps = {
          db: app.database.db,
          sms: app.smsGateway,
          now: app.config.now(),
          defaultMinutes: app.config.smsCodeMinutes,
        };
        return ok(
          await requestSmsCode(deps, {
            site,
            purpose,
            mobileNum: request.body.mobileNum,
            countryDialingCode: request.body.countryDialingCode,
            ip: request.ip,
            language: request.language,
          }),
        );
      },
    );
  }
};

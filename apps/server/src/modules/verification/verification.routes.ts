import {
  verificationEndpoints as endpoints,
  type FeatureSwitch,
  type SmsPurpose,
} from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { SiteCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { route } from '../../routing/route.js';
import { requestSmsCode } from './verification.service.js';

/** A site feature a code belongs to: with the feature off, its endpoint is too. */
export const requireFeature = ({ site }: SiteCtx, feature: FeatureSwitch) => {
  if (!site.whitelabel[feature]) throw new AppError('function.not.available');
};

/** Each kind of code belongs to a site feature. */
const SMS_ROUTES: {
  endpoint: typeof endpoints.smsRegister;
  purpose: SmsPurpose;
  feature: FeatureSwitch;
}[] = [
  { endpoint: endpoints.smsRegister, purpose: 'register', feature: 'MOBILENUMREG3' },
  { endpoint: endpoints.smsLogin, purpose: 'login', feature: 'MOBILEVERCODELOGIN3' },
  { endpoint: endpoints.smsReset, purpose: 'reset', feature: 'MOBILENUMPASSREG3' },
];

/** A first, per-process brake; the limits that matter are counted in the database. */
const processRateLimit = { max: 30, timeWindow: '1 minute' } as const;

export const verificationRoutes: FastifyPluginAsync = async (app) => {
  const deps = { sms: app.smsGateway, defaultMinutes: app.config.smsCodeMinutes };
  for (const { endpoint, purpose, feature } of SMS_ROUTES) {
    route(
      app,
      endpoint,
      (ctx, { body }) => {
        requireFeature(ctx, feature);
        return requestSmsCode(ctx, deps, { purpose, ...body });
      },
      { rateLimit: processRateLimit },
    );
  }
};

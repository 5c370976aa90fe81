import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import { HEADERS, HOME_BANNER_GROUP } from '@lotto/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { en as zodEnglish } from 'zod/locales';
import { z } from 'zod/mini';
import { Caches } from './cache/caches.js';
import type { AppConfig } from './config.js';
import type { DbHandle } from './db/create-db.js';
import { logSerializers } from './log-serializers.js';
import { announcementRoutes } from './modules/announcements/index.js';
import { adminAppPlugin, adminRealmPlugin, backofficeRoutes } from './modules/backoffice/index.js';
import { bannerRoutes, bannersOf } from './modules/banners/index.js';
import { captchaRoutes } from './modules/captcha/index.js';
import {
  contentAdminRoutes,
  contentRoutes,
  promotionAdminRoutes,
} from './modules/content/index.js';
import { contractAdminRoutes, contractRoutes } from './modules/contracts/index.js';
import { cryptoPlugin } from './modules/crypto/index.js';
import { demoRoutes } from './modules/demo/index.js';
import { demoGatewayRoutes } from './modules/demo-gateway/index.js';
import { depositAdminRoutes, depositRoutes } from './modules/deposits/index.js';
import { downlineRoutes } from './modules/downlines/index.js';
import { feedbackRoutes } from './modules/feedback/index.js';
import { gamesRoutes } from './modules/games/index.js';
import { healthRoutes } from './modules/health/index.js';
import { helpRoutes } from './modules/help/index.js';
import { inboxRoutes } from './modules/inbox/index.js';
import { jackpotRoutes } from './modules/jackpot/index.js';
import { limitRoutes } from './modules/limits/index.js';
import {
  lotteryAdminRoutes,
  lotteryOrderRoutes,
  lotteryRoutes,
  stopChasesOf,
} from './modules/lottery/index.js';
import { OutboxMailer } from './modules/mail/index.js';
import { memberRoutes, setPasswordHashCost } from './modules/member/index.js';
import { passwordRoutes } from './modules/password/index.js';
import { playRoutes } from './modules/play/index.js';
import { profileRoutes } from './modules/profile/index.js';
import { promotionRoutes } from './modules/promotions/index.js';
import { agentRateRoutes, rebateAdminRoutes, rebateRoutes } from './modules/rebates/index.js';
import { recordRoutes } from './modules/records/index.js';
import { redRainAdminRoutes, redRainRoutes } from './modules/redrain/index.js';
import { registrationRoutes } from './modules/registration/index.js';
import { reportRoutes } from './modules/reports/index.js';
import { riskAdminRoutes } from './modules/risk/index.js';
import { securityRoutes } from './modules/security/index.js';
import { authenticate, sessionRoutes } from './modules/session/index.js';
import { signupRoutes } from './modules/signup/index.js';
import { siteAdminRoutes } from './modules/sites/index.js';
import { socialRoutes } from './modules/social/index.js';
import {
  GEO_CACHE_ENTRIES,
  GeoLocator,
  isRegionRestricted,
  manifestRoutes,
  type Site,
  SiteDirectory,
  siteStatusFor,
  systemRoutes,
} from './modules/system/index.js';
import { teamRoutes } from './modules/team/index.js';
import { OutboxSmsGateway, verificationRoutes } from './modules/verification/index.js';
import { siteVipLevels, vipRoutes } from './modules/vip/index.js';
import { walletRoutes } from './modules/wallet/index.js';
import { withdrawalAdminRoutes, withdrawalRoutes } from './modules/withdrawals/index.js';
import { authPlugin } from './plugins/auth.js';
import { clientErrorHandler, frameworkErrors } from './plugins/client-errors.js';
import { envelopePlugin } from './plugins/envelope.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { securityPlugin } from './plugins/security.js';
import { siteContextPlugin } from './plugins/site-context.js';
import { webAppPlugin } from './plugins/web-app.js';
import { describedRoutesOnly } from './routing/described-routes.js';

/** Request bodies are small JSON; anything larger is refused before it is parsed. */
export const BODY_LIMIT_BYTES = 64 * 1024;
const REQUEST_ID = /^[\w-]{8,64}$/;

// zod/mini ships no messages; field errors sent to clients read best in plain English.
z.config(zodEnglish());

export interface BuildOptions {
  config: AppConfig;
  database: DbHandle;
  /** Where log lines go; standard output by default. */
  logStream?: NodeJS.WritableStream | undefined;
}

/** Builds the whole API and web server; plugins load in this order on purpose. */
export const buildApp = async ({
  config,
  database,
  logStream,
}: BuildOptions): Promise<FastifyInstance> => {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            serializers: logSerializers,
            ...(logStream ? { stream: logStream } : {}),
          },
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    clientErrorHandler,
    frameworkErrors,
    // Keep a caller's request id when it is safe to log; otherwise make one.
    genReqId: (req) => {
      const given = req.headers[HEADERS.requestId];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('database', database);
  const caches = new Caches(database.db, config.now);
  app.decorate('caches', caches);
  const ttlMs = config.merchantCacheMs;
  const siteCache = caches.create<Site[]>('sites', { ttlMs });
  app.decorate('sites', new SiteDirectory(database.db, config.defaultMerchant, siteCache));
  const geoCache = caches.create<string | null>('geo', { ttlMs, maxEntries: GEO_CACHE_ENTRIES });
  app.decorate('geo', new GeoLocator(database.db, geoCache));
  // Messages go to the outbox table until real gateways are configured; tests may swap these.
  app.decorate('smsGateway', new OutboxSmsGateway(database.db, config.now));
  app.decorate('mailer', new OutboxMailer(database.db, config.now));

  // External plugins first, then the app's own, then routes.
  await app.register(describedRoutesOnly);
  await app.register(securityPlugin);
  await app.register(cookie);
  await app.register(rateLimitPlugin);
  await app.register(envelopePlugin);
  await app.register(siteContextPlugin, { isRegionRestricted });
  // The password cost is process-wide: new hashes of every module use the configured one.
  setPasswordHashCost(config.passwordHashLog2);
  await app.register(authPlugin, { authenticate }); // after the site context: a token works on its own site only
  await app.register(cryptoPlugin);
  await app.register(webAppPlugin, {
    statusOf: siteStatusFor,
    homeBannersOf: (ctx) => bannersOf(ctx, HOME_BANNER_GROUP),
  });
  await app.register(adminRealmPlugin); // operators: the /admin/api realm, cookie + CSRF
  await app.register(adminAppPlugin);

  await app.register(healthRoutes);
  await app.register(systemRoutes);
  await app.register(manifestRoutes);
  await app.register(walletRoutes);
  await app.register(recordRoutes);
  await app.register(captchaRoutes);
  await app.register(sessionRoutes);
  await app.register(signupRoutes);
  await app.register(memberRoutes);
  await app.register(profileRoutes);
  await app.register(passwordRoutes);
  await app.register(securityRoutes);
  await app.register(registrationRoutes);
  await app.register(gamesRoutes);
  await app.register(playRoutes);
  await app.register(jackpotRoutes);
  await app.register(lotteryRoutes);
  await app.register(lotteryOrderRoutes);
  await app.register(verificationRoutes);
  await app.register(announcementRoutes);
  await app.register(bannerRoutes);
  await app.register(promotionRoutes);
  await app.register(withdrawalRoutes);
  await app.register(demoRoutes);
  await app.register(socialRoutes);
  await app.register(helpRoutes);
  await app.register(inboxRoutes);
  await app.register(vipRoutes);
  await app.register(feedbackRoutes);
  await app.register(rebateRoutes);
  await app.register(teamRoutes);
  await app.register(redRainRoutes);
  await app.register(downlineRoutes);
  await app.register(contractRoutes);
  await app.register(agentRateRoutes);
  // A restricted member's running lottery chases stop and are refunded (DESIGN "Restrictions").
  await app.register(limitRoutes, { onRestricted: stopChasesOf });
  await app.register(depositRoutes);
  await app.register(demoGatewayRoutes);
  await app.register(backofficeRoutes, { onRestricted: stopChasesOf });
  await app.register(withdrawalAdminRoutes);
  await app.register(depositAdminRoutes);
  await app.register(redRainAdminRoutes);
  await app.register(contractAdminRoutes);
  await app.register(rebateAdminRoutes);
  await app.register(siteAdminRoutes);
  await app.register(riskAdminRoutes);
  await app.register(lotteryAdminRoutes);
  await app.register(contentAdminRoutes, { vipLevelsOf: siteVipLevels });
  await app.register(contentRoutes);
  await app.register(promotionAdminRoutes);
  await app.register(reportRoutes);
  return app;
};

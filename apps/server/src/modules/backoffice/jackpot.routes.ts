import { adminGamesEndpoints as endpoints } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { changeJackpotTerms, jackpotTermsOf } from '../jackpot/index.js';
import { moneyTransaction } from '../wallet/index.js';
import { adminRoute } from './admin-route.js';
import { recordAudit } from './audit.js';

/**
 * The site's jackpot terms in the back office (games.manage). A change and its audit row share
 * one transaction, which also holds the house's first seed when the site had no pool. Hosted
 * here, not in the jackpot module, for the reason games.routes.ts gives.
 */
export const adminJackpotRoutes: FastifyPluginAsync = async (app) => {
  adminRoute(app, endpoints.jackpot, (ctx) => jackpotTermsOf(ctx));
  adminRoute(app, endpoints.updateJackpot, (ctx, { body }) =>
    moneyTransaction(ctx, async (trx) => {
      const { before, after } = await changeJackpotTerms(trx, body);
      await recordAudit(trx, {
        action: 'games.jackpot.update',
        targetType: 'jackpot',
        targetId: trx.site.id,
        before,
        after,
      });
      return after;
    }),
  );
};

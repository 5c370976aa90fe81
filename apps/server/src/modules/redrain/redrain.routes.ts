import { adminRedRainEndpoints as admin, redRainEndpoints as endpoints } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { transaction } from '../../context.js';
import { route } from '../../routing/route.js';
import { adminRoute, recordAudit } from '../backoffice/index.js';
import { createRound, listRounds, roundDetail, stopRoundNow } from './admin.service.js';
import { claimEnvelope } from './claim.service.js';
import { currentRound, myClaims, teamClaims } from './round-view.service.js';

/** Red envelope rain's member and agent endpoints. */
export const redRainRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.redRainCurrent, (ctx) => currentRound(ctx));
  route(app, endpoints.redRainClaim, (ctx, { body }) => claimEnvelope(ctx, body.roundId));
  route(app, endpoints.redRainMyClaims, (ctx) => myClaims(ctx));
  route(app, endpoints.redRainTeamClaims, (ctx, { query }) => teamClaims(ctx, query));
};

/** The back office's rounds; creating and stopping are audited in their own transaction. */
export const redRainAdminRoutes: FastifyPluginAsync = async (app) => {
  adminRoute(app, admin.redRainRounds, (ctx) => listRounds(ctx));
  adminRoute(app, admin.redRainRound, (ctx, { params }) => roundDetail(ctx, params.id));
  adminRoute(app, admin.createRedRainRound, (ctx, { body }) =>
    transaction(ctx, async (trx) => {
      const round = await createRound(trx, body);
      await recordAudit(trx, {
        action: 'redRain.create',
        targetType: 'redRainRound',
        targetId: round.id,
        after: round,
      });
      return round;
    }),
  );
  adminRoute(app, admin.stopRedRainRound, (ctx, { params }) =>
    transaction(ctx, async (trx) => {
      const round = await stopRoundNow(trx, params.id);
      await recordAudit(trx, {
        action: 'redRain.stop',
        targetType: 'redRainRound',
        targetId: params.id,
        after: { state: round.state, remaining: round.remaining, claims: round.claims },
      });
      return round;
    }),
  );
};

import { vipEndpoints as endpoints } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { claimUpgradeBonus, clubBenefit } from './vip.service.js';

/** A claim moves money: a client's loop must not hammer it (as the reward centre's claims). */
const WRITE_LIMIT = { max: 30, timeWindow: '1 minute' };

export const vipRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.clubBenefit, (ctx) => clubBenefit(ctx));
  route(app, endpoints.claimUpgradeBonus, (ctx, { params }) => claimUpgradeBonus(ctx, params.id), {
    rateLimit: WRITE_LIMIT,
  });
};

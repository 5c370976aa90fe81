import { accountEndpoints } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { memberInfoOf } from './member.service.js';

export const memberRoutes: FastifyPluginAsync = async (app) => {
  // A session, not a real account: a trial account is refused with free_reject (spec/01 §6).
  route(app, accountEndpoints.memberInfo, (ctx) => memberInfoOf(ctx));
};

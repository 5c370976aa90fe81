import { limitEndpoints as endpoints } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import {
  type OnRestricted,
  realitySession,
  responsibleSettings,
  restrictSelf,
  setPlayLimit,
  setRealityCheck,
} from './limits.service.js';

export const limitRoutes: FastifyPluginAsync<{ onRestricted: OnRestricted }> = async (
  app,
  { onRestricted },
) => {
  route(app, endpoints.settings, (ctx) => responsibleSettings(ctx));
  route(app, endpoints.setLimit, (ctx, { body }) => setPlayLimit(ctx, body));
  route(app, endpoints.setRealityCheck, (ctx, { body }) => setRealityCheck(ctx, body.minutes));
  route(app, endpoints.restrict, (ctx, { body }) => restrictSelf(ctx, body, onRestricted));
  route(app, endpoints.session, (ctx) => realitySession(ctx));
};

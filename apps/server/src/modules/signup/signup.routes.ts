import { accountEndpoints as endpoints } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { freePlay, newTrialUser } from './trial.service.js';

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/** Free trial: a trial account's name, and a session for it. */
export const signupRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.trialUser, (ctx) => newTrialUser(ctx), perMinute(10));
  route(app, endpoints.freePlay, (ctx, { body }) => freePlay(ctx, body), perMinute(10));
};

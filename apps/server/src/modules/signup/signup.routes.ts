import { accountEndpoints as endpoints } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { freePlay, proposeTrialName } from './trial.service.js';
import { TRIAL_CLAIM } from './trial-claim.js';

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/** Free trial: the name a trial account will have (bound to the client), and its session. */
export const signupRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    endpoints.trialUser,
    async (ctx, _input, { request, reply }) => {
      const { claim, userName } = await proposeTrialName(ctx, ctx.cookies[TRIAL_CLAIM.cookie]);
      reply.setCookie(TRIAL_CLAIM.cookie, claim, {
        httpOnly: true,
        sameSite: 'lax',
        path: '/wps',
        maxAge: TRIAL_CLAIM.ttlMs / 1000,
        secure: request.protocol === 'https',
      });
      return { userName };
    },
    perMinute(10),
  );
  route(
    app,
    endpoints.freePlay,
    (ctx, { body }) => freePlay(ctx, body, ctx.cookies[TRIAL_CLAIM.cookie]),
    perMinute(10),
  );
};

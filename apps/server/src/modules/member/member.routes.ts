import {
  API,
  changePasswordPayload,
  memberInfo,
  okEnvelope,
  trialUserAnswer,
} from '@lotto/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { ok } from '../../http.js';
import { memberOf } from '../../plugins/auth.js';
import { siteOf } from '../../plugins/site-context.js';
import { newTrialUser } from '../session/free-play.service.js';
import { changePassword } from './change-password.js';
import { memberInfoOf } from './member.service.js';

export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  // Session, not realAccount: a trial account is refused here with free_reject (spec/01 §6).
  app.get(
    API.member.info,
    {
      config: { moduleId: 'MEMBER3', access: 'member' },
      schema: { response: { 200: okEnvelope(memberInfo) } },
    },
    async (request) => ok(await memberInfoOf(db, memberOf(request).id)),
  );

  app.post(
    API.member.password,
    {
      config: {
        moduleId: 'MEMBER3',
        access: 'realMember',
        rateLimit: { max: 10, timeWindow: '1 minute' },
      },
      schema: { body: changePasswordPayload, response: { 200: okEnvelope(z.null()) } },
    },
    async (request) => {
      await changePassword(db, siteOf(request), memberOf(request), request.body);
      return ok(null);
    },
  );

  app.get(
    API.member.trialUser,
    {
      config: { moduleId: 'LOGIN3', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { response: { 200: okEnvelope(trialUserAnswer) } },
    },
    async (request) =>
      ok(await newTrialUser({ db, site: siteOf(request), ip: request.ip, now: app.config.now() })),
  );
};

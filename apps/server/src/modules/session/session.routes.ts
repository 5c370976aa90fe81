import {
  API,
  deviceSessionList,
  encryptedBody,
  freePlayPayload,
  loginAnswer,
  loginPayload,
  okEnvelope,
  sessionRenewAnswer,
} from '@lotto/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { ok } from '../../http.js';
import { memberOf } from '../../plugins/auth.js';
import { siteOf } from '../../plugins/site-context.js';
import { openEncryptedBody } from '../crypto/index.js';
import { freePlay } from './free-play.service.js';
import { login } from './login.service.js';
import { endSession, listDevices, renewSession } from './session.service.js';

const LOGIN3 = 'LOGIN3' as const;
const perMinute = (max: number) => ({ max, timeWindow: '1 minute' });

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    API.session.login,
    {
      config: { moduleId: LOGIN3, rateLimit: perMinute(30) },
      schema: { body: encryptedBody, response: { 200: okEnvelope(loginAnswer) } },
    },
    async (request) => {
      const payload = await openEncryptedBody(request, loginPayload);
      const now = app.config.now();
      return ok(await login({ db, site: siteOf(request), request, ip: request.ip, now }, payload));
    },
  );

  app.post(
    API.session.freePlay,
    {
      config: { moduleId: LOGIN3, rateLimit: perMinute(10) },
      schema: { body: freePlayPayload, response: { 200: okEnvelope(loginAnswer) } },
    },
    async (request) => {
      const ctx = { db, site: siteOf(request), ip: request.ip, now: app.config.now() };
      return ok(await freePlay(ctx, request.body));
    },
  );

  app.delete(
    API.session.logout,
    {
      config: { moduleId: LOGIN3, access: 'member' },
      schema: { response: { 200: okEnvelope(z.null()) } },
    },
    async (request) => {
      await endSession(db, memberOf(request).sessionId, app.config.now());
      return ok(null);
    },
  );

  app.post(
    API.session.renew,
    {
      config: { moduleId: LOGIN3, access: 'member' },
      schema: { response: { 200: okEnvelope(sessionRenewAnswer) } },
    },
    async (request) => ok(await renewSession(db, memberOf(request).sessionId)),
  );

  app.get(
    API.session.devices,
    {
      config: { moduleId: LOGIN3, access: 'member' },
      schema: { response: { 200: okEnvelope(deviceSessionList) } },
    },
    async (request) => ok({ sessions: await listDevices(db, memberOf(request), app.config.now()) }),
  );
};

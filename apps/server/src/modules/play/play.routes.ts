import {
  API,
  gameRecordsAnswer,
  gameRecordsQuery,
  launchGameAnswer,
  launchGameRequest,
  okEnvelope,
  playRoundAnswer,
  playRoundRequest,
  playStateAnswer,
  playStateQuery,
  settleRoundRequest,
} from '@lotto/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http.js';
import { memberOf } from '../../plugins/auth.js';
import { siteOf } from '../../plugins/site-context.js';
import { launchGame } from './launch.service.js';
import { listGameRecords, playStateOf } from './play.service.js';
import { playRound, settlePlayRound } from './round.service.js';

const members = { moduleId: 'GAME3', access: 'member' } as const;
/** Vendor-page calls carry the launch ticket instead of the member's token. */
const vendorPage = { moduleId: 'GAME3' } as const;

/** Launching games, the vendor page's calls and the betting records (GAME3). */
export const playRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const caller = (request: FastifyRequest) => ({
    siteId: siteOf(request).id,
    language: request.language,
    now: app.config.now(),
  });

  app.post(
    API.play.launch,
    {
      config: members,
      schema: { body: launchGameRequest, response: { 200: okEnvelope(launchGameAnswer) } },
    },
    async (request) => {
      const launcher = { member: memberOf(request), language: request.language };
      return ok(await launchGame(db, launcher, request.body, app.config.now()));
    },
  );

  app.get(
    API.play.state,
    {
      config: vendorPage,
      schema: { querystring: playStateQuery, response: { 200: okEnvelope(playStateAnswer) } },
    },
    async (request) => {
      const { currencySymbol } = siteOf(request);
      return ok(
        await playStateOf(db, request.query.ticket, { ...caller(request), currencySymbol }),
      );
    },
  );

  app.post(
    API.play.round,
    {
      config: vendorPage,
      schema: { body: playRoundRequest, response: { 200: okEnvelope(playRoundAnswer) } },
    },
    async (request) => ok(await playRound(db, request.body, caller(request))),
  );

  app.post(
    API.play.settle,
    {
      config: vendorPage,
      schema: { body: settleRoundRequest, response: { 200: okEnvelope(playRoundAnswer) } },
    },
    async (request) => ok(await settlePlayRound(db, request.body, caller(request))),
  );

  app.get(
    API.play.records,
    {
      config: members,
      schema: { querystring: gameRecordsQuery, response: { 200: okEnvelope(gameRecordsAnswer) } },
    },
    async (request) => {
      const asker = { member: memberOf(request), language: request.language };
      return ok(await listGameRecords(db, asker, request.query));
    },
  );
};

import { API, okEnvelope, outboxList, outboxQuery } from '@lotto/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http.js';
import { siteOf } from '../../plugins/site-context.js';
import { demoOutboxOf } from './demo.service.js';
import { outboxPage } from './outbox-page.js';

const config = { moduleId: 'COMM3' } as const;

/** Demo sites only: what the SMS gateway and mailer "sent", for a person trying the demo. */
export const demoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.demoOutbox,
    { config, schema: { querystring: outboxQuery, response: { 200: okEnvelope(outboxList) } } },
    async (request) => {
      const messages = await demoOutboxOf(
        app.database.db,
        siteOf(request),
        request.query.recipient,
      );
      return ok({ messages });
    },
  );

  app.get(
    API.demoOutboxPage,
    { config, schema: { querystring: outboxQuery } },
    async (request, reply) => {
      const site = siteOf(request);
      const messages = await demoOutboxOf(app.database.db, site, request.query.recipient);
      return reply
        .type('text/html; charset=utf-8')
        .send(outboxPage(site.name, request.language, messages));
    },
  );
};

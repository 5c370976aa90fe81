import { demoEndpoints as endpoints } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { demoOutboxOf } from './demo.service.js';
import { outboxPage } from './outbox-page.js';

/** Demo sites only: what the SMS gateway and mailer "sent", for a person trying the demo. */
export const demoRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.outbox, async (ctx, { query }) => ({
    messages: await demoOutboxOf(ctx, query.recipient),
  }));

  route(app, endpoints.outboxPage, async (ctx, { query }, { reply }) => {
    const messages = await demoOutboxOf(ctx, query.recipient);
    return reply
      .type('text/html; charset=utf-8')
      .send(outboxPage(ctx.site.name, ctx.language, messages));
  });
};

import type { FastifyPluginAsync } from 'fastify';
import { formBodyParser } from '../../routing/form-body.js';
import {
  closePayment,
  deliverCallback,
  findPayment,
  PAY_PAGE_PATH,
} from './demo-gateway.service.js';
import { payPage } from './pay-page.js';

/**
 * The demo gateway's own pages, outside the platform's API (no site, no session: the payer is
 * the gateway's visitor). Pay or Cancel closes the payment, posts the signed callback to the
 * merchant and sends the payer back to the merchant's return address.
 */
const ID = /^pg_[0-9a-f]{24}$/;

const languageOf = (query: unknown): 'EN' | 'MY' =>
  (query as { lang?: string } | undefined)?.lang === 'MY' ? 'MY' : 'EN';

export const demoGatewayRoutes: FastifyPluginAsync = async (app) => {
  const ctx = () => ({ db: app.database.db, now: app.config.now, log: app.log });

  app.get<{ Params: { id: string } }>(`${PAY_PAGE_PATH}:id`, async (request, reply) => {
    const payment = ID.test(request.params.id)
      ? await findPayment(app.database.db, request.params.id)
      : undefined;
    if (!payment) return reply.code(404).type('text/plain').send('No such payment');
    const language = languageOf(request.query);
    const action = `${PAY_PAGE_PATH}${payment.id}?lang=${language}`;
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(payPage(payment, language, action));
  });

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      formBodyParser,
    );
    scope.post<{ Params: { id: string }; Body: { action?: string } }>(
      `${PAY_PAGE_PATH}:id`,
      async (request, reply) => {
        const found = ID.test(request.params.id)
          ? await findPayment(app.database.db, request.params.id)
          : undefined;
        if (!found) return reply.code(404).type('text/plain').send('No such payment');
        const outcome = request.body?.action === 'pay' ? 'paid' : 'cancelled';
        if (found.status === 'open') {
          const closed = await closePayment(ctx(), found.id, outcome);
          if (closed && closed.status !== 'open') await deliverCallback(ctx(), closed);
        }
        return reply.redirect(found.return_url, 303);
      },
    );
  });
};

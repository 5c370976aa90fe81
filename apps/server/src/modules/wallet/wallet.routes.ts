import {
  API,
  balanceAnswer,
  okEnvelope,
  walletTransactionPage,
  walletTransactionsQuery,
} from '@lotto/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http.js';
import { memberOf } from '../../plugins/auth.js';
import { siteOf } from '../../plugins/site-context.js';
import { balanceOf, statementOf } from './wallet.service.js';

const config = { moduleId: 'FUNDTRANS3', session: 'required' } as const;

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.wallet.balance,
    { config, schema: { response: { 200: okEnvelope(balanceAnswer) } } },
    async (request) => ok(await balanceOf(app.database.db, siteOf(request), memberOf(request))),
  );

  app.get(
    API.wallet.transactions,
    {
      config,
      schema: {
        querystring: walletTransactionsQuery,
        response: { 200: okEnvelope(walletTransactionPage) },
      },
    },
    async (request) =>
      ok(await statementOf(app.database.db, siteOf(request), memberOf(request), request.query)),
  );
};

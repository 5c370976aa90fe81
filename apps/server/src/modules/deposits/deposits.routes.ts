import {
  DEPOSIT_RECEIPT,
  depositEndpoints as endpoints,
  GATEWAY_SIGNATURE_HEADER,
} from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors.js';
import { filesOf } from '../../routing/multipart-body.js';
import { route } from '../../routing/route.js';
import { publicOriginOf } from '../system/index.js';
import { handleCallback } from './callback.service.js';
import {
  createBankDeposit,
  createGatewayDeposit,
  listChannels,
  listOrders,
  memberReceipt,
  orderDetail,
} from './orders.service.js';

/** Making orders keeps rows and files: a client's loop must not hammer it. */
const WRITE_LIMIT = { max: 30, timeWindow: '1 minute' };
/** A callback body is small JSON; anything larger is not a callback. */
const CALLBACK_BODY_LIMIT = 8 * 1024;
/** Verified, but not about this order as it is: the provider is told so. */
const MISMATCHES = new Set(['amount_mismatch', 'currency_mismatch', 'unknown_order']);

export const depositRoutes: FastifyPluginAsync = async (app) => {
  const uploadDir = app.config.uploadDir;

  route(app, endpoints.channels, (ctx) => listChannels(ctx));
  route(
    app,
    endpoints.createGateway,
    (ctx, { body }, { request }) =>
      createGatewayDeposit(ctx, { ...body, origin: publicOriginOf(request, ctx.site) }),
    { rateLimit: WRITE_LIMIT },
  );
  route(
    app,
    endpoints.createBank,
    (ctx, { body }, { request }) =>
      createBankDeposit(ctx, { ...body, files: filesOf(request), uploadDir }),
    {
      rateLimit: WRITE_LIMIT,
      multipart: {
        fileBytes: DEPOSIT_RECEIPT.imageMaxBytes,
        files: 1,
        fieldBytes: 256,
      },
    },
  );
  route(app, endpoints.orders, (ctx, { query }) => listOrders(ctx, query));
  route(app, endpoints.order, (ctx, { params }) => orderDetail(ctx, params.id));
  route(app, endpoints.receipt, async (ctx, { params }, { reply }) => {
    const image = await memberReceipt(ctx, params.id, uploadDir);
    return reply.type(image.mime).header('cache-control', 'private, no-store').send(image.bytes);
  });

  // The signature covers the body's exact bytes: this route alone keeps them unparsed.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: CALLBACK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    route(scope, endpoints.callback, async (ctx, { params }, { request }) => {
      const header = request.headers[GATEWAY_SIGNATURE_HEADER];
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const result = await handleCallback(ctx, {
        gateway: params.gateway,
        rawBody,
        signature: typeof header === 'string' ? header : undefined,
      });
      if (!result.received) throw new AppError('deposit.callback.signature');
      if (MISMATCHES.has(result.verdict)) throw new AppError('deposit.callback.mismatch');
      return { received: true };
    });
  });
};

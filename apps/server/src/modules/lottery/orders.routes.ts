import { lotteryEndpoints as endpoints, formatMinor } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../routing/route.js';
import { placeChase, stopChase } from './chase.service.js';
import { cancelOrder } from './orders.cancel.js';
import { placeOrders } from './orders.service.js';
import {
  chaseDetailOf,
  memberChaseDetail,
  memberOrderDetail,
  memberOrders,
  summariesOf,
} from './orders.view.js';

/** Orders, chases and cancels move money: a client's loop must not hammer them. */
const WRITE_LIMIT = { max: 60, timeWindow: '1 minute' };

/** The order endpoints of the lottery (contract lotteryEndpoints; games and draws are B's). */
export const lotteryOrderRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    endpoints.placeOrders,
    async (ctx, { body }) => {
      const placed = await placeOrders(ctx, body);
      return {
        orders: await summariesOf(
          ctx,
          placed.orders.map((o) => o.id),
        ),
        balance: formatMinor(placed.balanceMinor),
      };
    },
    { rateLimit: WRITE_LIMIT },
  );
  route(
    app,
    endpoints.chase,
    async (ctx, { body }) => {
      const placed = await placeChase(ctx, {
        ...body,
        item: { ...body.item, multiple: body.startMultiple },
      });
      return {
        chase: await chaseDetailOf(ctx, placed.chase),
        balance: formatMinor(placed.balanceMinor),
      };
    },
    { rateLimit: WRITE_LIMIT },
  );
  route(app, endpoints.orders, (ctx, { query }) => memberOrders(ctx, query));
  route(app, endpoints.orderDetail, (ctx, { query }) => memberOrderDetail(ctx, query.orderNo));
  route(
    app,
    endpoints.cancel,
    async (ctx, { body }) => {
      const input =
        body.orderNo !== undefined
          ? { orderNo: body.orderNo }
          : { chaseNo: body.chaseNo ?? '', drawNo: body.drawNo };
      const done = await cancelOrder(ctx, input);
      return {
        cancelled: done.orders.map((o) => o.order_no),
        released: formatMinor(done.releasedMinor),
        balance: formatMinor(done.balanceMinor),
      };
    },
    { rateLimit: WRITE_LIMIT },
  );
  route(app, endpoints.chaseDetail, (ctx, { params }) => memberChaseDetail(ctx, params.chaseNo));
  route(
    app,
    endpoints.stopChase,
    async (ctx, { body }) => {
      const stopped = await stopChase(ctx, body.chaseNo);
      return {
        chaseNo: stopped.chase.chase_no,
        released: formatMinor(stopped.releasedMinor),
        balance: formatMinor(stopped.balanceMinor),
      };
    },
    { rateLimit: WRITE_LIMIT },
  );
};

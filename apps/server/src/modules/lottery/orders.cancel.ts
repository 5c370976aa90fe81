import type { MemberCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { moneyTransaction } from '../wallet/index.js';
import { cancelPendingOrders, endChase, finishChases } from './chase.service.js';
import {
  findCancellableOrders,
  findDrawById,
  findMemberChase,
  findMemberOrder,
  salesOpen,
} from './orders.repository.js';
import { cashBalanceOf } from './orders.service.js';
import type { LotteryOrderRow } from './orders.tables.js';

/**
 * POST orders/suborders/cancel: an order, or one draw of a chase, can be cancelled by its
 * member until that draw's sales close (server time); its amount goes back to cash at once.
 * `{ chaseNo }` without a draw cancels every draw of the chase still selling (stops it).
 */

export type CancelInput = { orderNo: string } | { chaseNo: string; drawNo?: string | undefined };

export interface Cancelled {
  orders: LotteryOrderRow[];
  releasedMinor: number;
  balanceMinor: number;
}

const openOrThrow = async (ctx: MemberCtx, order: LotteryOrderRow) => {
  if (order.status !== 'pending') throw new AppError('lottery.order.closed');
  const draw = await findDrawById(ctx, order.draw_id);
  if (!draw || !salesOpen({ ...draw, opens_at: 0 }, ctx.now())) {
    throw new AppError('lottery.order.closed');
  }
};

export const cancelOrder = async (ctx: MemberCtx, input: CancelInput): Promise<Cancelled> => {
  const memberId = ctx.member.id;
  let orders: LotteryOrderRow[];
  let released: number;
  if ('orderNo' in input) {
    const order = await findMemberOrder(ctx, memberId, input.orderNo);
    if (!order) throw new AppError('lottery.order.not.exist');
    await openOrThrow(ctx, order);
    orders = [order];
    released = await moneyTransaction(ctx, async (trx) => {
      const amount = await cancelPendingOrders(
        trx,
        [order],
        `lottery:cancel:${order.id}`,
        `lottery:order:${order.order_no}`,
      );
      if (order.chase_id !== null) await finishChases(trx, [order.chase_id]);
      return amount;
    });
  } else {
    const chase = await findMemberChase(ctx, memberId, input.chaseNo);
    if (!chase) throw new AppError('lottery.chase.not.exist');
    const { drawNo } = input;
    if (drawNo === undefined) {
      orders = await findCancellableOrders(ctx, chase.id);
      if (orders.length === 0) throw new AppError('lottery.order.closed');
      released = await moneyTransaction(ctx, (trx) => endChase(trx, chase, 'stopped'));
    } else {
      const order = await ctx.db
        .selectFrom('lottery_orders as o')
        .innerJoin('lottery_draws as d', 'd.id', 'o.draw_id')
        .selectAll('o')
        .where('o.chase_id', '=', chase.id)
        .where('d.draw_no', '=', drawNo)
        .executeTakeFirst();
      if (!order) throw new AppError('lottery.order.not.exist');
      await openOrThrow(ctx, order);
      orders = [order];
      released = await moneyTransaction(ctx, async (trx) => {
        const amount = await cancelPendingOrders(
          trx,
          [order],
          `lottery:cancel:${order.id}`,
          `lottery:order:${order.order_no}`,
        );
        await finishChases(trx, [chase.id]);
        return amount;
      });
    }
  }
  const fresh = await ctx.db
    .selectFrom('lottery_orders')
    .selectAll()
    .where(
      'id',
      'in',
      orders.map((o) => o.id),
    )
    .orderBy('id')
    .execute();
  return {
    orders: fresh,
    releasedMinor: released,
    balanceMinor: await cashBalanceOf(ctx, memberId),
  };
};

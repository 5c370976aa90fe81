import { randomBytes } from 'node:crypto';
import type { Ctx, MemberCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { assertMayPlay } from '../limits/index.js';
import { ownMaxGroupOf } from '../rebates/index.js';
import { getBalances, moneyTransaction } from '../wallet/index.js';
import { addExposures } from './exposure.js';
import type { LotteryGameRow } from './games.tables.js';
import { moveLotteryMoney } from './lottery-money.js';
import {
  findDrawOf,
  findSiteGame,
  type GameLimits,
  insertOrderRow,
  limitsOf,
  memberDrawStake,
  ordersOfRequest,
  salesOpen,
} from './orders.repository.js';
import { type OrderItem, type PricedItem, priceItem } from './orders.rules.js';
import type { LotteryOrderRow } from './orders.tables.js';

/**
 * Placing orders: every item is checked server-side (bet type, selection,
 * money unit, multiple, prize group between the site's minimum and the member's maximum), the
 * draw must be selling now by the server's clock whatever the client says, play limits and
 * restrictions apply (limits door), and the site's caps per bet, per draw and per number are
 * checked in the transaction that holds the money (cash -> lottery) and writes the orders. A
 * repeated requestId answers the orders it placed and holds nothing more.
 */

export interface PlaceOrdersInput {
  code: string;
  drawNo: string;
  requestId: string;
  items: OrderItem[];
}

export const newOrderNo = (prefix: 'LO' | 'LC', drawNo: string) =>
  `${prefix}${drawNo.replace(/\D/g, '').slice(0, 8)}${randomBytes(6).toString('hex').toUpperCase()}`;

export const cashBalanceOf = async (ctx: Ctx, memberId: number): Promise<number> =>
  (await getBalances(ctx, memberId)).find((b) => b.kind === 'cash')?.balanceMinor ?? 0;

export const gameOrThrow = async (ctx: Ctx, merchantId: number, code: string) => {
  const game = await findSiteGame(ctx, merchantId, code);
  if (!game) throw new AppError('lottery.game.not.exist');
  return game;
};

/** The per-bet floor and cap on each item, the per-draw cap on what the member has in the draw. */
export const checkBetLimits = (limits: GameLimits, items: readonly PricedItem[]) => {
  for (const item of items) {
    if (item.amountMinor < limits.minBetMinor) {
      throw new AppError('lottery.bet.below.min', { minMinor: limits.minBetMinor });
    }
    if (limits.maxBetMinor !== null && item.amountMinor > limits.maxBetMinor) {
      throw new AppError('lottery.bet.limit', {
        limit: 'bet',
        leftMinor: limits.maxBetMinor,
      });
    }
  }
};

export const checkDrawLimit = async (
  ctx: Ctx,
  limits: GameLimits,
  memberId: number,
  drawId: number,
  addMinor: number,
) => {
  if (limits.maxDrawMinor === null) return;
  const staked = await memberDrawStake(ctx, memberId, drawId);
  if (staked + addMinor > limits.maxDrawMinor) {
    throw new AppError('lottery.bet.limit', {
      limit: 'draw',
      leftMinor: Math.max(0, limits.maxDrawMinor - staked),
    });
  }
};

export interface NewOrder {
  game: LotteryGameRow;
  drawId: number;
  chaseId: number | null;
  requestId: string;
  itemIndex: number;
  orderNo: string;
  item: PricedItem;
  multiple: number;
  amountMinor: number;
  maxWinMinor: number;
  rebateMinor: number;
}

/**
 * Writes pending orders (an order's items, or a chase's draws) and their exposure: all of it
 * first, in one pass (addExposures: throws when a per-number cap would be passed).
 */
export const insertOrders = async (
  ctx: Ctx,
  memberId: number,
  orders: readonly NewOrder[],
): Promise<void> => {
  await addExposures(
    ctx,
    orders.map((o) => ({
      drawId: o.drawId,
      betType: o.item.def.code,
      keys: o.item.keys,
      stakeMinor: o.item.unitMinor * o.multiple,
      liabilityMinor: o.maxWinMinor,
      capMinor: limitsOf(o.game.limits).maxNumberLiabilityMinor,
    })),
  );
  for (const o of orders) {
    await insertOrderRow(ctx, {
      merchant_id: o.game.merchant_id,
      member_id: memberId,
      game_id: o.game.id,
      draw_id: o.drawId,
      chase_id: o.chaseId,
      order_no: o.orderNo,
      request_id: o.requestId,
      item_index: o.itemIndex,
      bet_type: o.item.def.code,
      selection: JSON.stringify(o.item.selection),
      bet_count: o.item.betCount,
      unit_minor: o.item.unitMinor,
      multiple: o.multiple,
      prize_group: o.item.prizeGroup,
      amount_minor: o.amountMinor,
      max_win_minor: o.maxWinMinor,
      status: 'pending',
      rebate_minor: o.rebateMinor,
      created_at: ctx.now(),
      settled_at: null,
      cancelled_at: null,
    });
  }
};

export interface PlacedOrders {
  orders: LotteryOrderRow[];
  balanceMinor: number;
}

export const placeOrders = async (
  ctx: MemberCtx,
  input: PlaceOrdersInput,
): Promise<PlacedOrders> => {
  const memberId = ctx.member.id;
  const merchantId = ctx.site.id;
  const earlier = await ordersOfRequest(ctx, memberId, input.requestId);
  if (earlier.length > 0)
    return { orders: earlier, balanceMinor: await cashBalanceOf(ctx, memberId) };
  const game = await gameOrThrow(ctx, merchantId, input.code);
  const draw = await findDrawOf(ctx, game.id, input.drawNo);
  if (!draw) throw new AppError('lottery.draw.not.exist');
  if (!salesOpen(draw, ctx.now()))
    throw new AppError('lottery.draw.closed', { drawNo: draw.draw_no });
  if (input.items.length === 0) throw new AppError('lottery.bet.invalid', { reason: 'items' });
  const ownMax = await ownMaxGroupOf(ctx, memberId, game);
  const items = input.items.map((item) => priceItem(game, item, ownMax));
  const limits = limitsOf(game.limits);
  checkBetLimits(limits, items);
  const total = items.reduce((sum, i) => sum + i.amountMinor, 0);
  await assertMayPlay(ctx, memberId, total);
  const placed = await moneyTransaction(ctx, async (trx) => {
    // The hold comes first: on PostgreSQL it locks the member's cash account, so the member's
    // concurrent orders on this draw queue here and each sees the others' stake.
    const held = await moveLotteryMoney(
      trx,
      { merchantId, memberId },
      {
        kind: 'hold',
        amountMinor: total,
        key: `lottery:hold:${memberId}:${input.requestId}`,
        reference: `lottery:request:${input.requestId}`.slice(0, 128),
      },
    );
    if (!held) return false;
    // Sales may have closed while this waited for its turn.
    if (!salesOpen(draw, trx.now()))
      throw new AppError('lottery.draw.closed', { drawNo: draw.draw_no });
    await checkDrawLimit(trx, limits, memberId, draw.id, total);
    await insertOrders(
      trx,
      memberId,
      items.map((item, index) => ({
        game,
        drawId: draw.id,
        chaseId: null,
        requestId: input.requestId,
        itemIndex: index,
        orderNo: newOrderNo('LO', draw.draw_no),
        item,
        multiple: item.multiple,
        amountMinor: item.amountMinor,
        maxWinMinor: item.maxWinMinor,
        rebateMinor: item.rebateMinor,
      })),
    );
    return true;
  });
  if (!placed) ctx.log.info({ requestId: input.requestId }, 'lottery order request replayed');
  return {
    orders: await ordersOfRequest(ctx, memberId, input.requestId),
    balanceMinor: await cashBalanceOf(ctx, memberId),
  };
};

import { betTypeOf, exposureKeys, MULTIPLE_MAX, type Selection } from '@lotto/contract';
import type { Ctx, MemberCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { assertMayPlay } from '../limits/index.js';
import { ownMaxGroupOf } from '../rebates/index.js';
import { moneyTransaction } from '../wallet/index.js';
import { chaseDrawsOf } from './chase.draws.js';
import {
  endRunningChase,
  findChaseByRequest,
  findRunningChases,
  finishIdleChases,
  insertChaseRow,
} from './chases.repository.js';
import { removeExposure } from './exposure.js';
import { moveLotteryMoney } from './lottery-money.js';
import {
  cancelPendingOrderRows,
  findCancellableOrders,
  findMemberChase,
  limitsOf,
  ordersOfChase,
} from './orders.repository.js';
import { type OrderItem, priceItem } from './orders.rules.js';
import {
  cashBalanceOf,
  checkBetLimits,
  checkDrawLimit,
  gameOrThrow,
  insertOrders,
  newOrderNo,
} from './orders.service.js';
import type { ChasePlanStep, LotteryChaseRow, LotteryOrderRow } from './orders.tables.js';

/**
 * Chase orders: one selection over the next N draws, plain (same multiple) or
 * doubling, optionally stopping on the first win. The whole amount moves to the member's
 * lottery account at once and each draw's order is written then (pending, chase_id set), so
 * cancelling one draw, stopping the chase or a win that stops it releases exactly the orders
 * still pending in draws whose sales are open; orders in draws already closed play on.
 */

export interface ChaseInput {
  code: string;
  requestId: string;
  item: OrderItem;
  draws: number;
  plan: 'plain' | 'double';
  startMultiple: number;
  stopOnWin: boolean;
}

export const MAX_CHASE_DRAWS = 120;

const multipleAt = (input: ChaseInput, i: number) =>
  input.plan === 'double' ? input.startMultiple * 2 ** i : input.startMultiple;

export interface PlacedChase {
  chase: LotteryChaseRow;
  orders: LotteryOrderRow[];
  balanceMinor: number;
}

const placedChase = async (ctx: Ctx, chase: LotteryChaseRow): Promise<PlacedChase> => ({
  chase,
  orders: await ordersOfChase(ctx, chase.id),
  balanceMinor: await cashBalanceOf(ctx, chase.member_id),
});

export const placeChase = async (ctx: MemberCtx, input: ChaseInput): Promise<PlacedChase> => {
  const memberId = ctx.member.id;
  const merchantId = ctx.site.id;
  const earlier = await findChaseByRequest(ctx, memberId, input.requestId);
  if (earlier) return placedChase(ctx, earlier);
  if (!Number.isSafeInteger(input.draws) || input.draws < 1 || input.draws > MAX_CHASE_DRAWS) {
    throw new AppError('lottery.bet.invalid', { reason: 'draws' });
  }
  if (!Number.isSafeInteger(input.startMultiple) || input.startMultiple < 1) {
    throw new AppError('lottery.bet.invalid', { reason: 'multiple' });
  }
  if (multipleAt(input, input.draws - 1) > MULTIPLE_MAX) {
    throw new AppError('lottery.bet.invalid', { reason: 'multiple' });
  }
  const game = await gameOrThrow(ctx, merchantId, input.code);
  const ownMax = await ownMaxGroupOf(ctx, memberId, game);
  const item = priceItem(game, { ...input.item, multiple: input.startMultiple }, ownMax);
  const draws = await chaseDrawsOf(ctx, game, input.draws);
  if (draws.length < input.draws) throw new AppError('lottery.draw.not.exist');
  const perMultiple = item.amountMinor / item.multiple;
  const steps = draws.map((draw, i) => {
    const multiple = multipleAt(input, i);
    return {
      draw,
      multiple,
      amountMinor: perMultiple * multiple,
      maxWinMinor: (item.maxWinMinor / item.multiple) * multiple,
      rebateMinor: Math.floor((item.rebateMinor * multiple) / item.multiple),
    };
  });
  const limits = limitsOf(game.limits);
  checkBetLimits(
    limits,
    steps.map((s) => ({ ...item, amountMinor: s.amountMinor })),
  );
  const total = steps.reduce((sum, s) => sum + s.amountMinor, 0);
  if (!Number.isSafeInteger(total)) throw new AppError('lottery.bet.invalid', { reason: 'amount' });
  await assertMayPlay(ctx, memberId, total);
  const plan: ChasePlanStep[] = steps.map((s) => ({
    drawNo: s.draw.draw_no,
    multiple: s.multiple,
    amountMinor: s.amountMinor,
  }));
  const chaseNo = newOrderNo('LC', steps[0]?.draw.draw_no ?? '');
  await moneyTransaction(ctx, async (trx) => {
    const held = await moveLotteryMoney(
      trx,
      { merchantId, memberId },
      {
        kind: 'hold',
        amountMinor: total,
        key: `lottery:chase:${memberId}:${input.requestId}`,
        // By request, not by the chase number each copy draws anew: copies of one request sent
        // at once must post the same transaction, or the ledger refuses the later ones.
        reference: `lottery:request:${input.requestId}`.slice(0, 128),
      },
    );
    if (!held) return;
    const chaseId = await insertChaseRow(trx, {
      merchant_id: merchantId,
      member_id: memberId,
      game_id: game.id,
      chase_no: chaseNo,
      request_id: input.requestId,
      bet_type: item.def.code,
      selection: JSON.stringify(item.selection),
      bet_count: item.betCount,
      unit_minor: item.unitMinor,
      prize_group: item.prizeGroup,
      plan: JSON.stringify(plan),
      stop_on_win: input.stopOnWin ? 1 : 0,
      total_minor: total,
      status: 'running',
      created_at: trx.now(),
      ended_at: null,
    });
    for (const step of steps) {
      await checkDrawLimit(trx, limits, memberId, step.draw.id, step.amountMinor);
    }
    await insertOrders(
      trx,
      memberId,
      steps.map((step, index) => ({
        game,
        drawId: step.draw.id,
        chaseId,
        requestId: input.requestId,
        itemIndex: index,
        orderNo: newOrderNo('LO', step.draw.draw_no),
        item,
        multiple: step.multiple,
        amountMinor: step.amountMinor,
        maxWinMinor: step.maxWinMinor,
        rebateMinor: step.rebateMinor,
      })),
    );
  });
  const chase = await findChaseByRequest(ctx, memberId, input.requestId);
  if (!chase) throw new Error(`chase of request ${input.requestId} not written`);
  return placedChase(ctx, chase);
};

/**
 * Cancels the given pending orders (each in a draw still selling), releases their amount in
 * one ledger transaction under `key`, and takes them off the exposure. Runs inside the
 * caller's money transaction. Answers the amount released.
 */
export const cancelPendingOrders = async (
  trx: Ctx,
  orders: readonly LotteryOrderRow[],
  key: string,
  reference: string,
): Promise<number> => {
  const first = orders[0];
  if (!first) return 0;
  const ids = orders.map((o) => o.id);
  // Someone else (settlement, another cancel) took one of them first: change nothing.
  if ((await cancelPendingOrderRows(trx, ids)) !== ids.length)
    throw new AppError('lottery.order.closed');
  const amount = orders.reduce((sum, o) => sum + Number(o.amount_minor), 0);
  await moveLotteryMoney(
    trx,
    { merchantId: first.merchant_id, memberId: first.member_id },
    { kind: 'release', amountMinor: amount, key, reference },
  );
  for (const o of orders) {
    const def = betTypeOf(o.bet_type);
    if (!def) continue;
    await removeExposure(trx, {
      drawId: o.draw_id,
      betType: o.bet_type,
      keys: exposureKeys(def, JSON.parse(o.selection) as Selection),
      stakeMinor: Number(o.unit_minor) * o.multiple,
      liabilityMinor: Number(o.max_win_minor),
    });
  }
  return amount;
};

/**
 * Ends a running chase (`stopped` by the player or the system, `won` when a win stops it):
 * cancels what can be cancelled and releases it. Inside the caller's money transaction.
 */
export const endChase = async (
  trx: Ctx,
  chase: Pick<LotteryChaseRow, 'id' | 'status'>,
  status: 'stopped' | 'won',
): Promise<number> => {
  if (chase.status !== 'running') return 0;
  if (!(await endRunningChase(trx, chase.id, status))) return 0;
  const orders = await findCancellableOrders(trx, chase.id);
  return cancelPendingOrders(
    trx,
    orders,
    `lottery:chase-end:${chase.id}`,
    `lottery:chase:${chase.id}`,
  );
};

/** Marks running chases with nothing pending left as finished. */
export const finishChases = async (trx: Ctx, chaseIds: readonly number[]): Promise<void> => {
  if (chaseIds.length === 0) return;
  await finishIdleChases(trx, [...new Set(chaseIds)]);
};

export const stopChase = async (ctx: MemberCtx, chaseNo: string) => {
  const chase = await findMemberChase(ctx, ctx.member.id, chaseNo);
  if (!chase) throw new AppError('lottery.chase.not.exist');
  const released = await moneyTransaction(ctx, (trx) => endChase(trx, chase, 'stopped'));
  return {
    chase: (await findMemberChase(ctx, ctx.member.id, chaseNo)) ?? chase,
    releasedMinor: released,
    balanceMinor: await cashBalanceOf(ctx, ctx.member.id),
  };
};

/**
 * The limits module's hook (DESIGN "Restrictions"): a member who times out or excludes
 * themself has every running chase stopped and its unplayed draws refunded.
 */
export const stopChasesOf = async (ctx: Ctx, memberId: number): Promise<number> => {
  const running = await findRunningChases(ctx, memberId);
  let released = 0;
  for (const chase of running) {
    released += await moneyTransaction(ctx, (trx) => endChase(trx, chase, 'stopped'));
  }
  return released;
};

import type { Ctx } from '../../context.js';
import './draws.tables.js';
import './games.tables.js';
import type { Insertable } from 'kysely';
import type { LotteryOrderRow, LotteryOrdersTable } from './orders.tables.js';

/** The order side's reads of games and draws, and its own rows. */

export interface GameLimits {
  /** The smallest stake of one bet (an order's item); 0 when the game sets none. */
  minBetMinor: number;
  maxBetMinor: number | null;
  maxDrawMinor: number | null;
  maxNumberLiabilityMinor: number | null;
}

export const limitsOf = (json: string): GameLimits => {
  const raw = JSON.parse(json) as Partial<Record<keyof GameLimits, unknown>>;
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : null);
  return {
    minBetMinor: num(raw.minBetMinor) ?? 0,
    maxBetMinor: num(raw.maxBetMinor),
    maxDrawMinor: num(raw.maxDrawMinor),
    maxNumberLiabilityMinor: num(raw.maxNumberLiabilityMinor),
  };
};

export const findSiteGame = ({ db }: Ctx, merchantId: number, code: string) =>
  db
    .selectFrom('lottery_games')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('code', '=', code)
    .where('enabled', '=', 1)
    .executeTakeFirst();

export const findGameById = ({ db }: Ctx, gameId: number) =>
  db.selectFrom('lottery_games').selectAll().where('id', '=', gameId).executeTakeFirst();

export const findDrawOf = ({ db }: Ctx, gameId: number, drawNo: string) =>
  db
    .selectFrom('lottery_draws')
    .selectAll()
    .where('game_id', '=', gameId)
    .where('draw_no', '=', drawNo)
    .executeTakeFirst();

export const findDrawById = ({ db }: Ctx, drawId: number) =>
  db.selectFrom('lottery_draws').selectAll().where('id', '=', drawId).executeTakeFirst();

/** Sales are open: the draw is open, sales have started and not closed (server time). */
export const salesOpen = (
  draw: { status: string; opens_at: number; closes_at: number },
  now: number,
): boolean =>
  draw.status === 'open' && now >= Number(draw.opens_at) && now < Number(draw.closes_at);

export const ordersOfRequest = ({ db }: Ctx, memberId: number, requestId: string) =>
  db
    .selectFrom('lottery_orders')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .where('chase_id', 'is', null)
    .orderBy('item_index')
    .execute();

/** What the member has staked in the draw (cancelled and refunded orders do not count). */
export const memberDrawStake = async ({ db }: Ctx, memberId: number, drawId: number) => {
  const row = await db
    .selectFrom('lottery_orders')
    .select((eb) => eb.fn.sum<number | string | null>('amount_minor').as('total'))
    .where('member_id', '=', memberId)
    .where('draw_id', '=', drawId)
    .where('status', 'not in', ['cancelled', 'refunded'])
    .executeTakeFirst();
  return Number(row?.total ?? 0);
};

export const findMemberOrder = ({ db }: Ctx, memberId: number, orderNo: string) =>
  db
    .selectFrom('lottery_orders')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('order_no', '=', orderNo)
    .executeTakeFirst();

export const findMemberChase = ({ db }: Ctx, memberId: number, chaseNo: string) =>
  db
    .selectFrom('lottery_chases')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('chase_no', '=', chaseNo)
    .executeTakeFirst();

export const ordersOfChase = ({ db }: Ctx, chaseId: number): Promise<LotteryOrderRow[]> =>
  db
    .selectFrom('lottery_orders')
    .selectAll()
    .where('chase_id', '=', chaseId)
    .orderBy('item_index')
    .execute();

/** Whether the member ever placed a lottery order (the demo seed places demo01's once). */
export const hasLotteryOrders = async ({ db }: Ctx, memberId: number): Promise<boolean> =>
  (await db
    .selectFrom('lottery_orders')
    .select('id')
    .where('member_id', '=', memberId)
    .executeTakeFirst()) !== undefined;

export const insertOrderRow = async ({ db }: Ctx, row: Insertable<LotteryOrdersTable>) => {
  await db.insertInto('lottery_orders').values(row).execute();
};

/** Cancels those of the orders still pending; answers how many it cancelled. */
export const cancelPendingOrderRows = async (
  { db, now }: Ctx,
  ids: readonly number[],
): Promise<number> => {
  const changed = await db
    .updateTable('lottery_orders')
    .set({ status: 'cancelled', cancelled_at: now() })
    .where('id', 'in', ids)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(changed.numUpdatedRows);
};

/** The chase's orders that can still be cancelled: pending, in draws whose sales are open. */
export const findCancellableOrders = (
  { db, now }: Ctx,
  chaseId: number,
): Promise<LotteryOrderRow[]> =>
  db
    .selectFrom('lottery_orders as o')
    .innerJoin('lottery_draws as d', 'd.id', 'o.draw_id')
    .selectAll('o')
    .where('o.chase_id', '=', chaseId)
    .where('o.status', '=', 'pending')
    .where('d.status', '=', 'open')
    .where('d.closes_at', '>', now())
    .orderBy('o.item_index')
    .execute();

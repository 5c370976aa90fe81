import {
  type ChaseDetail,
  formatMinor,
  type LanguageCode,
  type LotteryResult,
  type MoneyUnit,
  type OrderDetailAnswer,
  type OrderSummary,
  type OrdersAnswer,
  type Selection,
} from '@lotto/contract';
import type { MemberCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { siteDateBounds, siteDay } from '../system/index.js';
import type { LotteryDrawRow } from './draws.tables.js';
import type { LotteryGameRow } from './games.tables.js';
import { findMemberChase, findMemberOrder } from './orders.repository.js';
import type { ChasePlanStep, LotteryChaseRow, LotteryOrderRow } from './orders.tables.js';

/** The member's orders and chases as the wire carries them (contract lottery schemas). */

const UNITS: Record<number, MoneyUnit> = { 200: '1', 20: '0.1', 2: '0.01' };
const unitOf = (unitMinor: number): MoneyUnit => UNITS[Number(unitMinor)] ?? '1';

const nameOf = (game: Pick<LotteryGameRow, 'name_en' | 'name_my'>, language: LanguageCode) =>
  language === 'MY' ? game.name_my : game.name_en;

export interface OrderFacts {
  order: LotteryOrderRow;
  game: Pick<LotteryGameRow, 'code' | 'name_en' | 'name_my'>;
  drawNo: string;
  chaseNo: string | null;
}

export const orderSummaryOf = (f: OrderFacts, language: LanguageCode): OrderSummary => {
  const o = f.order;
  return {
    orderNo: o.order_no,
    code: f.game.code,
    gameName: nameOf(f.game, language),
    drawNo: f.drawNo,
    betType: o.bet_type,
    selection: JSON.parse(o.selection) as Selection,
    betCount: o.bet_count,
    unit: unitOf(o.unit_minor),
    multiple: o.multiple,
    prizeGroup: o.prize_group,
    amount: formatMinor(Number(o.amount_minor)),
    maxWin: formatMinor(Number(o.max_win_minor)),
    status: o.status,
    win: formatMinor(Number(o.win_minor)),
    rebate: formatMinor(Number(o.rebate_minor)),
    chaseNo: f.chaseNo,
    createdAt: Number(o.created_at),
    settledAt: o.settled_at === null ? null : Number(o.settled_at),
    cancelledAt: o.cancelled_at === null ? null : Number(o.cancelled_at),
  };
};

/** Orders with their game, draw number and chase number, read together. */
const factsQuery = (ctx: MemberCtx) =>
  ctx.db
    .selectFrom('lottery_orders as o')
    .innerJoin('lottery_games as g', 'g.id', 'o.game_id')
    .innerJoin('lottery_draws as d', 'd.id', 'o.draw_id')
    .leftJoin('lottery_chases as c', 'c.id', 'o.chase_id')
    .selectAll('o')
    .select(['g.code', 'g.name_en', 'g.name_my', 'd.draw_no', 'c.chase_no'])
    .where('o.member_id', '=', ctx.member.id);

type FactsRow = Awaited<ReturnType<ReturnType<typeof factsQuery>['execute']>>[number];

const factsOf = (row: FactsRow): OrderFacts => {
  const { code, name_en, name_my, draw_no, chase_no, ...order } = row;
  return { order, game: { code, name_en, name_my }, drawNo: draw_no, chaseNo: chase_no };
};

export const summariesOf = async (
  ctx: MemberCtx,
  ids: readonly number[],
): Promise<OrderSummary[]> => {
  if (ids.length === 0) return [];
  const rows = await factsQuery(ctx)
    .where('o.id', 'in', [...ids])
    .orderBy('o.id')
    .execute();
  return rows.map((r) => orderSummaryOf(factsOf(r), ctx.language));
};

export interface OrdersFilter {
  code?: string | undefined;
  status?: LotteryOrderRow['status'] | undefined;
  from?: string | undefined;
  to?: string | undefined;
  pageNo: number;
  pageSize: number;
}

const DAY_MS = 86_400_000;

/** GET orders: the member's own orders placed within the site days asked (7 days by default). */
export const memberOrders = async (ctx: MemberCtx, f: OrdersFilter): Promise<OrdersAnswer> => {
  const zone = ctx.site.timeZone;
  const today = siteDay(zone, ctx.now());
  const to = f.to ?? today;
  const from = f.from ?? siteDay(zone, (siteDateBounds(zone, to)?.from ?? ctx.now()) - 6 * DAY_MS);
  const start = siteDateBounds(zone, from);
  const end = siteDateBounds(zone, to);
  if (!start || !end || from > to) throw new AppError('request_param_err', { reason: 'date' });
  let query = factsQuery(ctx)
    .where('o.created_at', '>=', start.from)
    .where('o.created_at', '<', end.to);
  if (f.code !== undefined) query = query.where('g.code', '=', f.code);
  if (f.status !== undefined) query = query.where('o.status', '=', f.status);
  const [rows, count] = await Promise.all([
    query
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .limit(f.pageSize)
      .offset((f.pageNo - 1) * f.pageSize)
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const totalCount = Number(count.n);
  return {
    list: rows.map((r) => orderSummaryOf(factsOf(r), ctx.language)),
    pageNum: f.pageNo,
    totalPages: Math.ceil(totalCount / f.pageSize),
    totalCount,
  };
};

export const drawItemOf = (d: LotteryDrawRow) => {
  const shown = d.status === 'drawn' || d.status === 'settled';
  return {
    drawNo: d.draw_no,
    status: d.status,
    closesAt: Number(d.closes_at),
    drawAt: Number(d.draw_at),
    drawnAt: d.drawn_at === null ? null : Number(d.drawn_at),
    late: Number(d.late) === 1,
    result: shown && d.result !== null ? (JSON.parse(d.result) as LotteryResult) : null,
    seedHash: d.seed_hash,
    seed: d.seed,
    cancelReason: d.cancel_reason,
  };
};

/** GET orders/detail: one of the member's own orders with its draw and proof. */
export const memberOrderDetail = async (
  ctx: MemberCtx,
  orderNo: string,
): Promise<OrderDetailAnswer> => {
  const order = await findMemberOrder(ctx, ctx.member.id, orderNo);
  if (!order) throw new AppError('lottery.order.not.exist');
  const [row] = await factsQuery(ctx).where('o.id', '=', order.id).execute();
  const draw = await ctx.db
    .selectFrom('lottery_draws')
    .selectAll()
    .where('id', '=', order.draw_id)
    .executeTakeFirstOrThrow();
  const game = await ctx.db
    .selectFrom('lottery_games')
    .selectAll()
    .where('id', '=', order.game_id)
    .executeTakeFirstOrThrow();
  if (!row) throw new AppError('lottery.order.not.exist');
  return {
    order: orderSummaryOf(factsOf(row), ctx.language),
    game: {
      code: game.code,
      name: nameOf(game, ctx.language),
      family: game.family as OrderDetailAnswer['game']['family'],
      variant: game.variant as OrderDetailAnswer['game']['variant'],
    },
    draw: drawItemOf(draw),
  };
};

/** A chase with each draw's order. */
export const chaseDetailOf = async (
  ctx: MemberCtx,
  chase: LotteryChaseRow,
): Promise<ChaseDetail> => {
  const game = await ctx.db
    .selectFrom('lottery_games')
    .selectAll()
    .where('id', '=', chase.game_id)
    .executeTakeFirstOrThrow();
  const rows = await factsQuery(ctx)
    .where('o.chase_id', '=', chase.id)
    .orderBy('o.item_index')
    .execute();
  const plan = JSON.parse(chase.plan) as ChasePlanStep[];
  const sum = (pick: (o: LotteryOrderRow) => number) => rows.reduce((s, r) => s + pick(r), 0);
  const played = (o: LotteryOrderRow) => o.status === 'won' || o.status === 'lost';
  const given = (o: LotteryOrderRow) => o.status === 'cancelled' || o.status === 'refunded';
  return {
    chaseNo: chase.chase_no,
    code: game.code,
    gameName: nameOf(game, ctx.language),
    betType: chase.bet_type,
    selection: JSON.parse(chase.selection) as Selection,
    betCount: chase.bet_count,
    unit: unitOf(chase.unit_minor),
    prizeGroup: chase.prize_group,
    plan:
      plan.length > 1 && (plan[1]?.multiple ?? 0) > (plan[0]?.multiple ?? 0) ? 'double' : 'plain',
    stopOnWin: chase.stop_on_win === 1,
    status: chase.status,
    total: formatMinor(Number(chase.total_minor)),
    used: formatMinor(sum((o) => (played(o) ? Number(o.amount_minor) : 0))),
    released: formatMinor(sum((o) => (given(o) ? Number(o.amount_minor) : 0))),
    win: formatMinor(sum((o) => Number(o.win_minor))),
    createdAt: Number(chase.created_at),
    endedAt: chase.ended_at === null ? null : Number(chase.ended_at),
    draws: rows.map((r) => ({
      drawNo: r.draw_no,
      multiple: r.multiple,
      amount: formatMinor(Number(r.amount_minor)),
      orderNo: r.order_no,
      status: r.status,
      win: formatMinor(Number(r.win_minor)),
    })),
  };
};

export const memberChaseDetail = async (ctx: MemberCtx, chaseNo: string) => {
  const chase = await findMemberChase(ctx, ctx.member.id, chaseNo);
  if (!chase) throw new AppError('lottery.chase.not.exist');
  return { chase: await chaseDetailOf(ctx, chase) };
};

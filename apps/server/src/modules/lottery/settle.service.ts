import {
  type BetTypeDef,
  betTypeOf,
  type GameCategory,
  type LotteryResult,
  type Selection,
  winOf,
} from '@lotto/contract';
import type { Ctx } from '../../context.js';
import { isPostgres } from '../../db/migration-helpers.js';
import { findGameIdByCode } from '../games/index.js';
import { type LotteryBetRecord, recordLotteryBets } from '../play/index.js';
import { memberAccountsOf, moneyTransaction } from '../wallet/index.js';
import { endChase, finishChases } from './chase.service.js';
import { findChasesStoppingOnWin } from './chases.repository.js';
import { markDrawSettled } from './draws.service.js';
import type { LotteryGameRow } from './games.tables.js';
import { moveLotteryMoney, settleLotteryMoney } from './lottery-money.js';
import { findDrawById, findGameById } from './orders.repository.js';
import { inWaves, runsOf, SETTLE_GROUPS_AT_ONCE, settlementGroups } from './settle.groups.js';
import {
  countPendingOrders,
  findFirstCatalogueLink,
  findPendingOrders,
  markOrdersLost,
  markOrdersRefunded,
  markOrdersWon,
  type PendingOrder,
} from './settle.repository.js';

/**
 * Settlement of a drawn draw, and the refund of a cancelled one (B's lottery-draws job calls
 * both). Each member's settlement is whole: their money (ledger key
 * `lottery:settle:<drawId>:<memberId>`, lottery-money.ts), orders, bet records and chases are
 * written in one database transaction, so a process stopped midway leaves whole members
 * settled and the next run settles only the members still pending; the ledger key refuses a
 * second settlement of a member raced by another process.
 *
 * Speed (bench/lottery-settle.ts): the draw's pending orders are read once and wins computed in
 * memory; members then go in groups to a database transaction (settle.groups.ts), whose
 * writes besides each member's ledger transactions are a few grouped statements (lost orders in
 * one update, won ones in one CASE update, bet records and daily summaries in one insert each,
 * per 500 rows). On PostgreSQL a few groups run side by side, each of one house shard's
 * members. Inside a caller's transaction (a job step) everything joins it.
 */

export interface SettleOptions {
  /** Tests: stop after this many members, as a process killed midway would. */
  members?: number;
  /** Called after each group commits (the job renews its lease there). */
  afterGroup?: () => Promise<void>;
}

export interface SettleSummary {
  members: number;
  orders: number;
  won: number;
  /** True once no order of the draw is pending and the draw is marked settled. */
  done: boolean;
}

/** Members refunded side by side: SQLite shares their commits, PostgreSQL runs a few at once. */
const concurrencyOf = (ctx: Ctx) => (ctx.db.isTransaction ? 1 : isPostgres(ctx.db) ? 4 : 64);
/** Ids per statement. */
const CHUNK = 500;

const byMember = (orders: readonly PendingOrder[]): PendingOrder[][] => {
  const groups: PendingOrder[][] = [];
  let current: PendingOrder[] = [];
  for (const o of orders) {
    if (current.length > 0 && current[0]?.member_id !== o.member_id) {
      groups.push(current);
      current = [];
    }
    current.push(o);
  }
  if (current.length > 0) groups.push(current);
  return groups;
};

const categoryOf = (game: LotteryGameRow): GameCategory =>
  game.prize_mode === 'Lott' ? 'LOTT' : 'ELOTT';

/** The catalogue game the engine game's records are kept under: its first link. */
const catalogueGameOf = async (ctx: Ctx, game: LotteryGameRow): Promise<number | null> => {
  const link = await findFirstCatalogueLink(ctx, game.id);
  if (!link) return null;
  return (await findGameIdByCode(ctx.db, link.vendor, link.catalogue_code)) ?? null;
};

interface DrawFacts {
  drawId: number;
  result: LotteryResult;
  category: GameCategory;
  catalogueGameId: number | null;
}

const typeCache = new Map<string, BetTypeDef | null>();
const typeOf = (code: string) => {
  let def = typeCache.get(code);
  if (def === undefined) {
    def = betTypeOf(code) ?? null;
    typeCache.set(code, def);
  }
  return def;
};

interface MemberWork {
  orders: PendingOrder[];
  wins: number[];
}

/** What each of the member's orders wins, in memory. */
const winsOf = (facts: DrawFacts, orders: readonly PendingOrder[]): number[] =>
  orders.map((o) => {
    const def = typeOf(o.bet_type);
    if (!def) return 0;
    const money = {
      unitMinor: Number(o.unit_minor),
      multiple: o.multiple,
      prizeGroup: o.prize_group,
    };
    return winOf(def, JSON.parse(o.selection) as Selection, facts.result, money);
  });

/**
 * Settles a group of members in one database transaction: each member's money under its own
 * ledger key first (a member some other process settled meanwhile is left out), then the
 * orders, bet records and chases of all of them in a few grouped statements. Answers the
 * orders won.
 */
const settleMembers = async (
  ctx: Ctx,
  facts: DrawFacts,
  members: readonly PendingOrder[][],
): Promise<number> =>
  moneyTransaction(ctx, async (trx) => {
    const fresh: MemberWork[] = [];
    const accounts = await memberAccountsOf(
      trx,
      members.flatMap((orders) => (orders[0] ? [orders[0].member_id] : [])),
      ['cash', 'lottery'],
    );
    for (const orders of members) {
      const first = orders[0];
      if (!first) continue;
      const wins = winsOf(facts, orders);
      const cash = accounts.get(`${first.member_id}:cash`);
      const lottery = accounts.get(`${first.member_id}:lottery`);
      const settled = await settleLotteryMoney(
        trx,
        { merchantId: first.merchant_id, memberId: first.member_id },
        {
          drawId: facts.drawId,
          stakeMinor: orders.reduce((s, o) => s + Number(o.amount_minor), 0),
          winMinor: wins.reduce((s, w) => s + w, 0),
          rebateMinor: orders.reduce((s, o) => s + Number(o.rebate_minor), 0),
        },
        cash && lottery ? { cash, lottery } : undefined,
      );
      if (settled) fresh.push({ orders, wins });
    }
    const now = trx.now();
    const all = fresh.flatMap((m) => m.orders.map((order, i) => ({ order, win: m.wins[i] ?? 0 })));
    for (const ids of runsOf(
      all.filter((o) => o.win === 0).map((o) => o.order.id),
      CHUNK,
    )) {
      await markOrdersLost(trx.db, ids, now);
    }
    for (const part of runsOf(
      all.filter((o) => o.win > 0),
      CHUNK,
    )) {
      await markOrdersWon(
        trx.db,
        part.map((w) => ({ id: w.order.id, win: w.win })),
        now,
      );
    }
    if (facts.catalogueGameId !== null) {
      const gameId = facts.catalogueGameId;
      const records: LotteryBetRecord[] = all.map(({ order, win }) => ({
        merchantId: order.merchant_id,
        memberId: order.member_id,
        gameId,
        orderNo: order.order_no,
        stakeMinor: Number(order.amount_minor),
        winMinor: win,
        createdAt: Number(order.created_at),
        settledAt: now,
      }));
      await recordLotteryBets(trx, facts.category, records);
    } else if (all.length > 0) {
      trx.log.warn(
        { drawId: facts.drawId },
        'lottery game linked to no catalogue game: no bet records',
      );
    }
    await settleChases(
      trx,
      all.map((o) => o.order),
      all.map((o) => o.win),
    );
    return all.filter((o) => o.win > 0).length;
  });

/** A win stops its chase when asked; chases with nothing pending left are finished. */
const settleChases = async (trx: Ctx, orders: readonly PendingOrder[], wins: readonly number[]) => {
  const chaseIds = [...new Set(orders.flatMap((o) => (o.chase_id === null ? [] : [o.chase_id])))];
  if (chaseIds.length === 0) return;
  const wonChases = new Set(
    orders.flatMap((o, i) => (o.chase_id !== null && (wins[i] ?? 0) > 0 ? [o.chase_id] : [])),
  );
  if (wonChases.size > 0) {
    const stopping = await findChasesStoppingOnWin(trx, [...wonChases]);
    for (const chase of stopping) await endChase(trx, chase, 'won');
  }
  await finishChases(trx, chaseIds);
};

/**
 * Settles a drawn draw: every pending order won or lost, wins and rebates paid, bet records
 * written; then marks the draw settled. Safe to run again, from any process, after a crash.
 */
export const settleDraw = async (
  ctx: Ctx,
  drawId: number,
  options: SettleOptions = {},
): Promise<SettleSummary> => {
  const draw = await findDrawById(ctx, drawId);
  const none = { members: 0, orders: 0, won: 0 };
  if (!draw || draw.status === 'settled') return { ...none, done: draw?.status === 'settled' };
  if (draw.status !== 'drawn' || draw.result === null) return { ...none, done: false };
  const game = await findGameById(ctx, draw.game_id);
  if (!game) throw new Error(`draw ${drawId} names no game`);
  const facts: DrawFacts = {
    drawId,
    result: JSON.parse(draw.result) as LotteryResult,
    category: categoryOf(game),
    catalogueGameId: await catalogueGameOf(ctx, game),
  };
  let members = byMember(await findPendingOrders(ctx, drawId));
  if (options.members !== undefined) members = members.slice(0, options.members);
  let won = 0;
  const sideBySide = isPostgres(ctx.db) && !ctx.db.isTransaction;
  await inWaves(
    settlementGroups(members, sideBySide),
    sideBySide ? SETTLE_GROUPS_AT_ONCE : 1,
    async (group) => {
      // Not `won += await ...`: that reads `won` before the await, and groups side by side
      // would each add to a stale total.
      const groupWon = await settleMembers(ctx, facts, group);
      won += groupWon;
      await options.afterGroup?.();
    },
  );
  const orders = members.reduce((n, m) => n + m.length, 0);
  const done = options.members === undefined && (await countPendingOrders(ctx, drawId)) === 0;
  if (done) await markDrawSettled(ctx, drawId);
  return { members: members.length, orders, won, done };
};

/** Refunds every pending order of a cancelled draw (lottery -> cash), member by member. */
export const refundDraw = async (ctx: Ctx, drawId: number): Promise<SettleSummary> => {
  const draw = await findDrawById(ctx, drawId);
  if (draw?.status !== 'cancelled') return { members: 0, orders: 0, won: 0, done: false };
  const members = byMember(await findPendingOrders(ctx, drawId));
  let orders = 0;
  await inWaves(members, concurrencyOf(ctx), async (memberOrders) => {
    const first = memberOrders[0];
    if (!first) return;
    await moneyTransaction(ctx, async (trx) => {
      const released = await moveLotteryMoney(
        trx,
        { merchantId: first.merchant_id, memberId: first.member_id },
        {
          kind: 'release',
          amountMinor: memberOrders.reduce((s, o) => s + Number(o.amount_minor), 0),
          key: `lottery:refund:${drawId}:${first.member_id}`,
          reference: `lottery:draw:${drawId}`,
        },
      );
      if (!released) return;
      for (const ids of runsOf(
        memberOrders.map((o) => o.id),
        CHUNK,
      )) {
        await markOrdersRefunded(trx, ids);
      }
      await finishChases(
        trx,
        memberOrders.flatMap((o) => (o.chase_id === null ? [] : [o.chase_id])),
      );
    });
    orders += memberOrders.length;
  });
  return {
    members: members.length,
    orders,
    won: 0,
    done: (await countPendingOrders(ctx, drawId)) === 0,
  };
};

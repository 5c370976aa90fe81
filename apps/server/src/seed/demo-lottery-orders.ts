import type { MemberCtx, SiteCtx } from '../context.js';
import {
  cancelLotteryOrder,
  closeDueDraws,
  createDraw,
  drawDraw,
  drawOnSale,
  hasLotteryOrders,
  placeChase,
  placeOrders,
  type ScheduledGame,
  scheduledGames,
  settleDraw,
  slotsBetween,
} from '../modules/lottery/index.js';
import { findMemberByUsername } from '../modules/member/index.js';
import { findSite } from '../modules/system/index.js';
import type { SeedCtx } from './seed-steps.js';

/**
 * demo01's lottery orders, placed through the order and chase services and
 * settled by the settlement service, so /m/startLottery's "my orders" is full on first start:
 * - yesterday, on four draws of the 1-minute 5D game (made, drawn and settled by the draw
 *   functions with the clock moved, as the lottery-draws job does): a fixed-position order on
 *   every digit of the first place (it always wins one of its ten bets), a back-3 straight
 *   (won or lost as the draw falls), one cancelled before its draw closed, and a three-draw
 *   chase that ran to its end;
 * - now: a pending order on the 5-minute game's draw on sale, a pending lo bet on today's
 *   Vietnam North draw, and a running ten-draw chase on the 5-minute game.
 * Results come from each draw's own sealed seed, so what the back-3 straight and the chase win
 * differs from one database to the next; the kinds of order are always there.
 */

const HOUR = 3_600_000;
const YESTERDAY_MS = 26 * HOUR;
const DRAWN_AFTER_MS = 2_000;

const at = <C extends SiteCtx>(ctx: C, ms: number): C => ({ ...ctx, now: () => ms });

const gameOf = (games: readonly ScheduledGame[], code: string) =>
  games.find((g) => g.code === code);

const straightBack3 = (digits: readonly number[]) => ({
  betType: '5D_BACK3_STRAIGHT',
  selection: { positions: digits.map((d) => [d]) },
  unit: '1' as const,
  multiple: 1,
  prizeGroup: 1900,
});

/** Four draws of yesterday: orders while they sell, then drawn and settled in turn. */
const yesterdayOrders = async (player: MemberCtx, game: ScheduledGame) => {
  const now = player.now();
  const from = now - YESTERDAY_MS;
  const slots = slotsBetween(game.schedule, game.timeZone, from, from + 10 * 60_000).slice(0, 4);
  const [first] = slots;
  if (!first || slots.length < 4) return;
  const drawIds: number[] = [];
  for (const slot of slots) {
    const id = await createDraw(at(player, first.opensAt - 5_000), game, slot, 'seed');
    if (id !== null) drawIds.push(id);
  }
  if (drawIds.length < 4) return;
  const selling = at(player, first.opensAt + 15_000);
  await placeOrders(selling, {
    code: game.code,
    drawNo: first.drawNo,
    requestId: 'demo01-lottery-yesterday',
    items: [
      {
        betType: '5D_FIXED',
        selection: { positions: [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [], [], [], []] },
        unit: '1',
        multiple: 1,
        prizeGroup: 1900,
      },
      straightBack3([3, 6, 8]),
    ],
  });
  const cancelled = await placeOrders(selling, {
    code: game.code,
    drawNo: first.drawNo,
    requestId: 'demo01-lottery-cancelled',
    items: [straightBack3([1, 2, 3])],
  });
  const [toCancel] = cancelled.orders;
  if (toCancel) await cancelLotteryOrder(selling, { orderNo: toCancel.order_no });
  await placeChase(selling, {
    code: game.code,
    requestId: 'demo01-lottery-chase-yesterday',
    item: {
      betType: '5D_FIXED',
      selection: { positions: [[], [], [], [], [1, 3, 5, 7, 9]] },
      unit: '1',
      multiple: 1,
      prizeGroup: 1900,
    },
    draws: 3,
    plan: 'double',
    startMultiple: 1,
    stopOnWin: false,
  });
  for (const [i, slot] of slots.entries()) {
    const drawn = at(player, slot.drawAt + DRAWN_AFTER_MS);
    await closeDueDraws(drawn);
    const id = drawIds[i];
    if (id === undefined) continue;
    await drawDraw(drawn, id, 'seed');
    await settleDraw(drawn, id);
  }
};

/** Orders on draws selling now: they wait for their draws, which the job settles. */
const pendingOrders = async (
  player: MemberCtx,
  fast: ScheduledGame,
  vn: ScheduledGame | undefined,
) => {
  const selling = await drawOnSale(player, fast.id);
  if (selling) {
    await placeOrders(player, {
      code: fast.code,
      drawNo: selling.draw_no,
      requestId: 'demo01-lottery-pending',
      items: [straightBack3([2, 0, 7]), { ...straightBack3([5, 5, 1]), multiple: 2 }],
    });
    await placeChase(player, {
      code: fast.code,
      requestId: 'demo01-lottery-chase-now',
      item: {
        betType: '5D_BSOE_BACK2',
        selection: { positions: [[0], [3]] },
        unit: '1',
        multiple: 1,
        prizeGroup: 1900,
      },
      draws: 10,
      plan: 'plain',
      startMultiple: 1,
      stopOnWin: true,
    });
  }
  if (!vn) return;
  const today = await drawOnSale(player, vn.id);
  if (!today) return;
  await placeOrders(player, {
    code: vn.code,
    drawNo: today.draw_no,
    requestId: 'demo01-lottery-vn',
    items: [
      {
        betType: 'VN_LO2',
        selection: { numbers: ['27', '68'] },
        unit: '1',
        multiple: 1,
        prizeGroup: 1960,
      },
    ],
  });
};

export const seedDemoLotteryOrders = async (ctx: SeedCtx, merchantCode: string): Promise<void> => {
  const site = await findSite(ctx.db, merchantCode);
  if (!site) return;
  const siteCtx: SiteCtx = { ...ctx, site };
  const demo01 = await findMemberByUsername(siteCtx, 'demo01');
  if (!demo01) return;
  if (await hasLotteryOrders(ctx, demo01.id)) return;
  const games = (await scheduledGames(ctx)).filter((g) => g.merchantId === site.id);
  const oneMinute = gameOf(games, '5D1');
  const fiveMinutes = gameOf(games, '5D5');
  // One instant for the whole step: a draw on sale when the step starts is on sale for all of it.
  // No session: the services need the member, and ending a seed session would end demo01's
  // other seeded sessions (demo-devices) too.
  const player: MemberCtx = {
    ...siteCtx,
    now: (() => {
      const now = ctx.now();
      return () => now;
    })(),
    language: 'EN',
    ip: '127.0.0.1',
    cookies: {},
    member: {
      id: demo01.id,
      merchantId: site.id,
      type: demo01.type,
      sessionId: 0,
      userName: demo01.username,
    },
  };
  if (oneMinute) await yesterdayOrders(player, oneMinute);
  if (fiveMinutes) await pendingOrders(player, fiveMinutes, gameOf(games, 'VNN'));
};

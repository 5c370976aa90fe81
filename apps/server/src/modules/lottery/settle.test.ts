import { API, lotteryEndpoints as ep, recordBetDetail, recordBetsAnswer } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { failureOf, getOk } from '../../../test/http.js';
import { cancelDraw } from './draws.service.js';
import {
  balancesOf,
  drawWith,
  expectSoundLedger,
  fixed5,
  type LotteryTest,
  lotteryTest,
  playerOf,
  sellingDraw,
  straight5,
  type TestPlayer,
} from './orders.test-support.js';
import { refundDraw, settleDraw } from './settle.service.js';

/** Settlement and refunds: paid once, resumable after a stop midway, records, concurrency. */

let lt: LotteryTest;
beforeEach(async () => {
  lt = await lotteryTest();
});
afterEach(() => lt.t.close());

let requests = 0;
const place = async (p: TestPlayer, items: unknown[]) => {
  const draw = await sellingDraw(lt);
  return lt.t.app.inject({
    method: 'POST',
    url: ep.placeOrders.path,
    headers: p.headers,
    payload: { code: lt.code, drawNo: draw.draw_no, requestId: `settle-${++requests}-x`, items },
  });
};

const closeAndDraw = async (digits: number[]) => {
  const draw = await sellingDraw(lt);
  lt.clock.advance(Number(draw.draw_at) - lt.clock.now() + 1_000);
  await lt.t.db
    .updateTable('lottery_draws')
    .set({ status: 'closed' })
    .where('id', '=', draw.id)
    .execute();
  await drawWith(lt, draw.id, { family: '5D', digits });
  return draw.id;
};

const count = async (table: 'bet_records' | 'ledger_transactions', keyLike?: string) => {
  if (table === 'bet_records') {
    const row = await lt.t.db
      .selectFrom('bet_records')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('vendor', '=', 'LOTTERY')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
  const row = await lt.t.db
    .selectFrom('ledger_transactions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('idempotency_key', 'like', keyLike ?? '%')
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

describe('settleDraw', () => {
  it('pays wins and prize-group rebates, writes bet records and daily summaries', async () => {
    const p = await playerOf(lt);
    const win = { ...straight5([1, 2, 3, 4, 5]), prizeGroup: 1800 };
    const loss = { ...straight5([0, 2, 3, 4, 5]), prizeGroup: 1800 };
    expect((await place(p, [win, loss])).statusCode).toBe(200);
    const drawId = await closeAndDraw([1, 2, 3, 4, 5]);
    await settleDraw(lt.ctx, drawId);
    // Win at 1800: 200,000.00 x 1800 / 2000; rebate 2 x 4.00 x (1960 - 1800) / 2000 = 0.32.
    expect(await balancesOf(lt.t, p.id)).toEqual({
      cash: 1_000_000 - 400 + 18_000_000 + 32,
      lottery: 0,
    });
    const days = await lt.t.db
      .selectFrom('member_bet_days')
      .selectAll()
      .where('member_id', '=', p.id)
      .execute();
    expect(days).toMatchObject([
      { vendor: 'LOTTERY', category: 'ELOTT', bets: 2, stake: 400, payout: 18_000_000 },
    ]);
    expect(await count('bet_records')).toBe(2);
    const types = await lt.t.db
      .selectFrom('ledger_transactions')
      .select('type')
      .where('idempotency_key', 'like', `lottery:settle:${drawId}:%`)
      .orderBy('id')
      .execute();
    expect(types.map((t) => t.type)).toEqual(['lottery_release', 'bet', 'win', 'rebate']);
    const draw = await lt.t.db
      .selectFrom('lottery_draws')
      .select('status')
      .where('id', '=', drawId)
      .executeTakeFirstOrThrow();
    expect(draw.status).toBe('settled');
    await expectSoundLedger(lt.t);
  });

  it('shows a settled order in the game records, in full with its draw, to its member only', async () => {
    const p = await playerOf(lt);
    const other = await playerOf(lt);
    const placed = await place(p, [{ ...straight5([1, 2, 3, 4, 5]), prizeGroup: 1800 }]);
    const orderNo = placed.json().value.orders[0].orderNo as string;
    const drawId = await closeAndDraw([1, 2, 3, 4, 5]);
    await settleDraw(lt.ctx, drawId);
    const list = await getOk(lt.t.app, recordBetsAnswer, API.records.bets, p.headers);
    expect(list.list.map((b) => [b.roundId, b.vassalage, b.payout])).toEqual([
      [orderNo, 'LOTTERY', '180000.00'],
    ]);
    const path = API.records.bet.replace(':roundId', orderNo);
    const detail = await getOk(lt.t.app, recordBetDetail, path, p.headers);
    if (!('lottery' in detail)) throw new Error('a lottery bet answers its order');
    expect(detail.lottery.order).toMatchObject({ orderNo, status: 'won', win: '180000.00' });
    expect(detail.lottery.draw.result).toEqual({ family: '5D', digits: [1, 2, 3, 4, 5] });
    expect(detail.lottery.game.code).toBe(lt.code);
    expect(await failureOf(lt.t.app, { method: 'GET', url: path, headers: other.headers })).toEqual(
      { status: 404, code: 'record.not.exist' },
    );
  });

  it('settles each bet once: again, and after a stop midway', async () => {
    const players: TestPlayer[] = [];
    for (let i = 0; i < 6; i++) {
      const p = await playerOf(lt);
      players.push(p);
      expect((await place(p, [fixed5(1), straight5([i, i, i, i, i])])).statusCode).toBe(200);
    }
    const drawId = await closeAndDraw([1, 2, 3, 4, 5]);
    // A process stopped after two members: they are settled, the others still pending.
    expect(await settleDraw(lt.ctx, drawId, { members: 2 })).toMatchObject({
      members: 2,
      done: false,
    });
    expect(await count('bet_records')).toBe(4);
    await expectSoundLedger(lt.t);
    // One member's settlement fails halfway (its record clashes): nothing of it stays.
    const victim = players[4];
    const order = await lt.t.db
      .selectFrom('lottery_orders')
      .select(['order_no', 'game_id'])
      .where('member_id', '=', victim?.id ?? 0)
      .executeTakeFirstOrThrow();
    const gameId = (
      await lt.t.db.selectFrom('bet_records').select('game_id').executeTakeFirstOrThrow()
    ).game_id;
    await lt.t.db
      .insertInto('bet_records')
      .values({
        merchant_id: lt.ctx.site.id,
        member_id: victim?.id ?? 0,
        game_id: gameId,
        vendor: 'LOTTERY',
        round_id: order.order_no,
        stake: 1,
        created_at: 0,
        settled_at: 0,
      })
      .execute();
    await expect(settleDraw(lt.ctx, drawId)).rejects.toThrow();
    await lt.t.db.deleteFrom('bet_records').where('stake', '=', 1).execute();
    await expectSoundLedger(lt.t);
    // The restart settles what is left, and a third run nothing.
    const rest = await settleDraw(lt.ctx, drawId);
    expect(rest.done).toBe(true);
    expect(await settleDraw(lt.ctx, drawId)).toMatchObject({ members: 0, done: true });
    expect(await count('bet_records')).toBe(12);
    expect(await count('ledger_transactions', `lottery:settle:${drawId}:%`)).toBe(6 * 3);
    for (const [i, p] of players.entries()) {
      // Each won the fixed position once (19.60), never twice; the straight lost.
      expect(await balancesOf(lt.t, p.id), `player ${i}`).toEqual({
        cash: 1_000_000 - 400 + 1_960,
        lottery: 0,
      });
    }
    await expectSoundLedger(lt.t);
  });

  it('refunds the pending orders of a cancelled draw, once', async () => {
    const a = await playerOf(lt);
    const b = await playerOf(lt);
    expect((await place(a, [straight5([1, 2, 3, 4, 5], 3)])).statusCode).toBe(200);
    expect((await place(b, [straight5([5, 4, 3, 2, 1])])).statusCode).toBe(200);
    const draw = await sellingDraw(lt);
    await cancelDraw(lt.ctx, draw.id, 'not drawn', 'test');
    expect(await refundDraw(lt.ctx, draw.id)).toMatchObject({ members: 2, orders: 2, done: true });
    expect(await refundDraw(lt.ctx, draw.id)).toMatchObject({ members: 0, done: true });
    expect(await balancesOf(lt.t, a.id)).toEqual({ cash: 1_000_000, lottery: 0 });
    expect(await balancesOf(lt.t, b.id)).toEqual({ cash: 1_000_000, lottery: 0 });
    const statuses = await lt.t.db.selectFrom('lottery_orders').select('status').execute();
    expect(statuses.map((s) => s.status)).toEqual(['refunded', 'refunded']);
    await expectSoundLedger(lt.t);
  });
});

describe('the per-number cap under concurrent bets', () => {
  it('accepts exactly what fits, whatever the order', async () => {
    const players: TestPlayer[] = [];
    for (let i = 0; i < 10; i++) players.push(await playerOf(lt));
    // 196,000.00 a bet on 77777; K 1,000,000 of liability takes five.
    const answers = await Promise.all(players.map((p) => place(p, [straight5([7, 7, 7, 7, 7])])));
    const accepted = answers.filter((r) => r.statusCode === 200).length;
    expect(accepted).toBe(5);
    for (const r of answers.filter((a) => a.statusCode !== 200)) {
      expect(r.json().errorCode).toBe('lottery.bet.limit');
    }
    const exposure = await lt.t.db
      .selectFrom('lottery_exposure')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(Number(exposure.liability_minor)).toBe(5 * 19_600_000);
    await expectSoundLedger(lt.t);
  });
});

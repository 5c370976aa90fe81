import { chaseDetailAnswer, lotteryEndpoints as ep } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { failureOf, getOk } from '../../../test/http.js';
import { restrictSelf } from '../limits/index.js';
import { stopChasesOf } from './chase.service.js';
import { placeOrders } from './orders.service.js';
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
} from './orders.test-support.js';
import { settleDraw } from './settle.service.js';

/** Chases: the whole amount held, one order per draw, stop on win, stop, cancel one draw. */

let lt: LotteryTest;
beforeEach(async () => {
  lt = await lotteryTest();
});
afterEach(() => lt.t.close());

const { multiple: _m, ...item } = straight5([1, 2, 3, 4, 5]);

const chase = async (
  headers: Record<string, string>,
  body: Partial<{
    draws: number;
    plan: string;
    startMultiple: number;
    stopOnWin: boolean;
    item: unknown;
  }> = {},
) => {
  const res = await lt.t.app.inject({
    method: 'POST',
    url: ep.chase.path,
    headers,
    payload: {
      code: lt.code,
      requestId: `chase-${Math.random().toString(36).slice(2, 12)}`,
      item,
      draws: 3,
      plan: 'plain',
      startMultiple: 1,
      stopOnWin: true,
      ...body,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as {
    chase: {
      chaseNo: string;
      total: string;
      draws: { drawNo: string; orderNo: string; amount: string }[];
    };
    balance: string;
  };
};

const drawIdOf = async (drawNo: string) =>
  await lt.t.db
    .selectFrom('lottery_draws')
    .select(['id', 'closes_at', 'draw_at'])
    .where('game_id', '=', lt.gameId)
    .where('draw_no', '=', drawNo)
    .executeTakeFirstOrThrow();

/** Moves the clock past the draw's time, draws it with `digits` and settles it. */
const playDraw = async (drawNo: string, digits: number[]) => {
  const draw = await drawIdOf(drawNo);
  lt.clock.advance(Math.max(0, Number(draw.draw_at) - lt.clock.now()) + 1_000);
  await lt.t.db
    .updateTable('lottery_draws')
    .set({ status: 'closed' })
    .where('id', '=', draw.id)
    .execute();
  await drawWith(lt, draw.id, { family: '5D', digits });
  return settleDraw(lt.ctx, draw.id);
};

const detail = (headers: Record<string, string>, chaseNo: string) =>
  getOk(lt.t.app, chaseDetailAnswer, `/lgw/orders/chase/${chaseNo}`, headers);

describe('chase', () => {
  it('holds the doubling plan up front, one pending order per draw', async () => {
    const p = await playerOf(lt);
    const { multiple: _f, ...small } = fixed5(3);
    const placed = await chase(p.headers, {
      draws: 4,
      plan: 'double',
      startMultiple: 1,
      item: small,
    });
    expect(placed.chase.total).toBe('30.00');
    expect(placed.chase.draws.map((d) => d.amount)).toEqual(['2.00', '4.00', '8.00', '16.00']);
    expect(new Set(placed.chase.draws.map((d) => d.drawNo)).size).toBe(4);
    expect(await balancesOf(lt.t, p.id)).toEqual({ cash: 997_000, lottery: 3_000 });
    const seen = await detail(p.headers, placed.chase.chaseNo);
    expect(seen.chase).toMatchObject({ plan: 'double', status: 'running', used: '0.00' });
    await expectSoundLedger(lt.t);
  });

  it('stops on a win and releases the draws not played', async () => {
    const p = await playerOf(lt);
    const placed = await chase(p.headers, { draws: 3, stopOnWin: true });
    const [first] = placed.chase.draws;
    if (!first) throw new Error('no draw');
    await playDraw(first.drawNo, [1, 2, 3, 4, 5]);
    const seen = await detail(p.headers, placed.chase.chaseNo);
    expect(seen.chase.status).toBe('won');
    expect(seen.chase.draws.map((d) => d.status)).toEqual(['won', 'cancelled', 'cancelled']);
    expect(seen.chase).toMatchObject({ used: '2.00', released: '4.00', win: '196000.00' });
    expect(await balancesOf(lt.t, p.id)).toEqual({
      cash: 1_000_000 - 200 + 19_600_000,
      lottery: 0,
    });
    await expectSoundLedger(lt.t);
  });

  it('plays on after a win when not asked to stop, and finishes', async () => {
    const p = await playerOf(lt);
    const placed = await chase(p.headers, { draws: 2, stopOnWin: false });
    const [first, second] = placed.chase.draws;
    await playDraw(first?.drawNo ?? '', [1, 2, 3, 4, 5]);
    expect((await detail(p.headers, placed.chase.chaseNo)).chase.status).toBe('running');
    await playDraw(second?.drawNo ?? '', [0, 0, 0, 0, 0]);
    const seen = await detail(p.headers, placed.chase.chaseNo);
    expect(seen.chase.status).toBe('finished');
    expect(seen.chase.draws.map((d) => d.status)).toEqual(['won', 'lost']);
    await expectSoundLedger(lt.t);
  });

  it('stopped midway releases the rest; the draw already closed plays on', async () => {
    const p = await playerOf(lt);
    const placed = await chase(p.headers, { draws: 3, stopOnWin: false });
    const [first] = placed.chase.draws;
    // Sales of the first draw close: it can no longer be cancelled.
    const draw = await drawIdOf(first?.drawNo ?? '');
    lt.clock.advance(Number(draw.closes_at) - lt.clock.now() + 1);
    const res = await lt.t.app.inject({
      method: 'POST',
      url: ep.stopChase.path,
      headers: p.headers,
      payload: { chaseNo: placed.chase.chaseNo },
    });
    expect(res.json().value).toMatchObject({ released: '4.00' });
    expect(await balancesOf(lt.t, p.id)).toEqual({ cash: 999_800, lottery: 200 });
    await expectSoundLedger(lt.t);
    await playDraw(first?.drawNo ?? '', [0, 0, 0, 0, 0]);
    const seen = await detail(p.headers, placed.chase.chaseNo);
    expect(seen.chase.status).toBe('stopped');
    expect(seen.chase.draws.map((d) => d.status)).toEqual(['lost', 'cancelled', 'cancelled']);
    const again = await failureOf(lt.t.app, {
      method: 'POST',
      url: ep.cancel.path,
      headers: p.headers,
      payload: { chaseNo: placed.chase.chaseNo },
    });
    expect(again.code).toBe('lottery.order.closed');
    await expectSoundLedger(lt.t);
  });

  it('cancels one draw of a chase', async () => {
    const p = await playerOf(lt);
    const placed = await chase(p.headers, { draws: 3 });
    const second = placed.chase.draws[1];
    const res = await lt.t.app.inject({
      method: 'POST',
      url: ep.cancel.path,
      headers: p.headers,
      payload: { chaseNo: placed.chase.chaseNo, drawNo: second?.drawNo },
    });
    expect(res.json().value).toMatchObject({ cancelled: [second?.orderNo], released: '2.00' });
    const seen = await detail(p.headers, placed.chase.chaseNo);
    expect(seen.chase.draws.map((d) => d.status)).toEqual(['pending', 'cancelled', 'pending']);
    await expectSoundLedger(lt.t);
  });

  it("hides another member's chase and refuses bad input", async () => {
    const a = await playerOf(lt);
    const b = await playerOf(lt);
    const placed = await chase(a.headers);
    const other = await failureOf(lt.t.app, {
      method: 'GET',
      url: `/lgw/orders/chase/${placed.chase.chaseNo}`,
      headers: b.headers,
    });
    expect(other.code).toBe('lottery.chase.not.exist');
    const stop = await failureOf(lt.t.app, {
      method: 'POST',
      url: ep.stopChase.path,
      headers: b.headers,
      payload: { chaseNo: placed.chase.chaseNo },
    });
    expect(stop.code).toBe('lottery.chase.not.exist');
    for (const payload of [
      { draws: 0 },
      { draws: 121 },
      { plan: 'triple' },
      { startMultiple: 0 },
    ]) {
      const res = await lt.t.app.inject({
        method: 'POST',
        url: ep.chase.path,
        headers: a.headers,
        payload: {
          code: lt.code,
          requestId: 'bad-chase-1',
          item,
          draws: 2,
          plan: 'plain',
          startMultiple: 1,
          stopOnWin: false,
          ...payload,
        },
      });
      expect(res.json().errorCode, JSON.stringify(payload)).toBe('request_param_err');
    }
    const trial = await playerOf(lt, 0, 4);
    const refused = await lt.t.app.inject({
      method: 'POST',
      url: ep.chase.path,
      headers: trial.headers,
      payload: {
        code: lt.code,
        requestId: 'trial-chase-1',
        item,
        draws: 2,
        plan: 'plain',
        startMultiple: 1,
        stopOnWin: false,
      },
    });
    expect(refused.statusCode).not.toBe(200);
    expect(await balancesOf(lt.t, a.id)).toEqual({ cash: 999_400, lottery: 600 });
    await expectSoundLedger(lt.t);
  });

  it('stops and refunds running chases when the member excludes themself', async () => {
    const p = await playerOf(lt);
    await chase(p.headers, { draws: 5 });
    expect(await balancesOf(lt.t, p.id)).toEqual({ cash: 999_000, lottery: 1_000 });
    await restrictSelf(p.ctx, { kind: 'timeout', days: 1 }, stopChasesOf);
    expect(await balancesOf(lt.t, p.id)).toEqual({ cash: 1_000_000, lottery: 0 });
    const chases = await lt.t.db.selectFrom('lottery_chases').select('status').execute();
    expect(chases.map((c) => c.status)).toEqual(['stopped']);
    // Timed out: no more bets or chases (the limits door), whatever the client.
    const draw = await sellingDraw(lt);
    await expect(
      placeOrders(p.ctx, {
        code: lt.code,
        drawNo: draw.draw_no,
        requestId: 'timed-out-bet',
        items: [straight5([1, 2, 3, 4, 5])],
      }),
    ).rejects.toMatchObject({ code: 'member.restricted.timeout' });
    await expectSoundLedger(lt.t);
  });
});

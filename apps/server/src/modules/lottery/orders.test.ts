import { lotteryEndpoints as ep, orderDetailAnswer, ordersAnswer } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { failureOf, getOk, urlOf } from '../../../test/http.js';
import { changeSite } from '../../../test/test-app.js';
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

/** Orders through the real app: placing, limits, idempotency, cancel, listing, guards. */

let lt: LotteryTest;
beforeEach(async () => {
  lt = await lotteryTest();
});
afterEach(() => lt.t.close());

const post = (url: string, headers: Record<string, string>, payload: unknown) =>
  lt.t.app.inject({ method: 'POST', url, headers, payload: payload as object });

const place = async (headers: Record<string, string>, body: Record<string, unknown>) => {
  const draw = await sellingDraw(lt);
  return post(ep.placeOrders.path, headers, {
    code: lt.code,
    drawNo: draw.draw_no,
    requestId: `req-${Math.random().toString(36).slice(2, 12)}`,
    items: [straight5([1, 2, 3, 4, 5])],
    ...body,
  });
};

const okValue = (res: { statusCode: number; body: string; json: () => unknown }) => {
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { value: Record<string, unknown> }).value;
};

describe('placing orders', () => {
  it('holds the stake in the lottery account and answers the orders', async () => {
    const p = await playerOf(lt);
    const value = okValue(
      await place(p.headers, {
        items: [straight5([1, 2, 3, 4, 5], 2), straight5([9, 9, 9, 9, 9])],
      }),
    );
    const orders = value.orders as { amount: string; status: string }[];
    expect(orders.map((o) => [o.amount, o.status])).toEqual([
      ['4.00', 'pending'],
      ['2.00', 'pending'],
    ]);
    expect(value.balance).toBe('9994.00');
    expect(await balancesOf(lt.t, p.id)).toEqual({ cash: 999_400, lottery: 600 });
    await expectSoundLedger(lt.t);
  });

  it('answers a repeated requestId with the first orders and holds nothing more', async () => {
    const p = await playerOf(lt);
    const draw = await sellingDraw(lt);
    const body = {
      code: lt.code,
      drawNo: draw.draw_no,
      requestId: 'same-request-1',
      items: [straight5([1, 2, 3, 4, 5])],
    };
    const first = okValue(await post(ep.placeOrders.path, p.headers, body));
    const again = okValue(await post(ep.placeOrders.path, p.headers, body));
    expect(again.orders).toEqual(first.orders);
    expect(await balancesOf(lt.t, p.id)).toEqual({ cash: 999_800, lottery: 200 });
    await expectSoundLedger(lt.t);
  });

  it('refuses bad input with a clear error and changes nothing', async () => {
    const p = await playerOf(lt);
    const draw = await sellingDraw(lt);
    const base = { code: lt.code, drawNo: draw.draw_no, requestId: 'bad-input-1' };
    const cases: [unknown, string][] = [
      [{ ...base, items: [] }, 'request_param_err'],
      [{ ...base, items: [{ ...straight5([1, 2, 3, 4, 5]), unit: '0.5' }] }, 'request_param_err'],
      [
        { ...base, items: [{ ...straight5([1, 2, 3, 4, 5]), betType: 'K3_SUM' }] },
        'lottery.bet.invalid',
      ],
      [{ ...base, items: [{ ...straight5([1, 2, 3, 4]) }] }, 'lottery.bet.invalid'],
      [
        { ...base, items: [{ ...straight5([1, 2, 3, 4, 5]), prizeGroup: 1990 }] },
        'lottery.bet.invalid',
      ],
      [
        { ...base, items: [{ ...straight5([1, 2, 3, 4, 5]), prizeGroup: 1600 }] },
        'lottery.bet.invalid',
      ],
      [{ ...base, code: 'NOPE' }, 'lottery.game.not.exist'],
      [{ ...base, drawNo: '20990101-0001' }, 'lottery.draw.not.exist'],
    ];
    for (const [payload, code] of cases) {
      const body = payload as Record<string, unknown>;
      const failure = await failureOf(lt.t.app, {
        method: 'POST',
        url: ep.placeOrders.path,
        headers: p.headers,
        payload: { items: [straight5([1, 2, 3, 4, 5])], ...body },
      });
      expect(failure.code, JSON.stringify(payload)).toBe(code);
    }
    expect(await balancesOf(lt.t, p.id)).toEqual({ cash: 1_000_000, lottery: 0 });
    await expectSoundLedger(lt.t);
  });

  it('refuses a bet after sales close, whatever the client says', async () => {
    const p = await playerOf(lt);
    const draw = await sellingDraw(lt);
    lt.clock.advance(Number(draw.closes_at) - lt.clock.now());
    const failure = await failureOf(lt.t.app, {
      method: 'POST',
      url: ep.placeOrders.path,
      headers: p.headers,
      payload: {
        code: lt.code,
        drawNo: draw.draw_no,
        requestId: 'after-close-1',
        items: [straight5([1, 2, 3, 4, 5])],
      },
    });
    expect(failure.code).toBe('lottery.draw.closed');
    expect(await balancesOf(lt.t, p.id)).toEqual({ cash: 1_000_000, lottery: 0 });
  });

  it('refuses without a session, and free-trial members', async () => {
    const none = await failureOf(lt.t.app, {
      method: 'POST',
      url: ep.placeOrders.path,
      payload: { code: lt.code },
    });
    expect(none.status).toBe(401);
    const trial = await playerOf(lt, 0, 4);
    const refused = await place(trial.headers, {});
    expect(refused.statusCode).not.toBe(200);
    for (const [method, url] of [
      ['POST', ep.chase.path],
      ['GET', ep.orders.path],
      ['GET', urlOf(ep.orderDetail.path, { orderNo: 'LO1234' })],
      ['POST', ep.cancel.path],
      ['GET', '/lgw/orders/chase/LC1234'],
      ['POST', ep.stopChase.path],
    ] as const) {
      const res = await lt.t.app.inject({
        method,
        url,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('refuses with too little cash', async () => {
    const p = await playerOf(lt, 100);
    const failure = await failureOf(lt.t.app, {
      method: 'POST',
      url: ep.placeOrders.path,
      headers: p.headers,
      payload: {
        code: lt.code,
        drawNo: (await sellingDraw(lt)).draw_no,
        requestId: 'poor-member-1',
        items: [straight5([1, 2, 3, 4, 5])],
      },
    });
    expect(failure.code).toBe('wallet.insufficient');
    await expectSoundLedger(lt.t);
  });
});

describe('limits', () => {
  const placeItems = async (headers: Record<string, string>, items: unknown[], id: string) =>
    post(ep.placeOrders.path, headers, {
      code: lt.code,
      drawNo: (await sellingDraw(lt)).draw_no,
      requestId: id,
      items,
    });

  it('refuses a bet above the per-bet cap', async () => {
    const p = await playerOf(lt, 5_000_000);
    // K 10,000 a bet: 2.00 x 5,001 is above it.
    const res = await placeItems(p.headers, [fixed5(1, 5001)], 'per-bet-1');
    expect(res.json()).toMatchObject({ errorCode: 'lottery.bet.limit', value: { limit: 'bet' } });
    expect((await placeItems(p.headers, [fixed5(1, 5000)], 'per-bet-2')).statusCode).toBe(200);
    await expectSoundLedger(lt.t);
  });

  it('refuses what takes the member past the per-draw cap', async () => {
    const p = await playerOf(lt, 5_000_000);
    // K 30,000 a draw: two bets of K 10,000 and one of K 10,000.02 is too much.
    const tenK = (n: number) => fixed5(n, 5000);
    expect((await placeItems(p.headers, [tenK(1), tenK(2)], 'per-draw-1')).statusCode).toBe(200);
    const res = await placeItems(p.headers, [tenK(3), fixed5(4)], 'per-draw-2');
    expect(res.json()).toMatchObject({
      errorCode: 'lottery.bet.limit',
      value: { limit: 'draw', leftMinor: 1_000_000 },
    });
    expect((await placeItems(p.headers, [tenK(3)], 'per-draw-3')).statusCode).toBe(200);
    expect(await balancesOf(lt.t, p.id)).toMatchObject({ lottery: 3_000_000 });
    await expectSoundLedger(lt.t);
  });

  it('refuses what takes one number past the per-number cap, across members', async () => {
    const a = await playerOf(lt);
    const b = await playerOf(lt);
    // All 5 straight pays 196,000.00 a 2.00 bet at 1960: five bets fit K 1,000,000, six do not.
    expect(
      (await placeItems(a.headers, [straight5([7, 7, 7, 7, 7], 3)], 'number-a')).statusCode,
    ).toBe(200);
    const over = await placeItems(b.headers, [straight5([7, 7, 7, 7, 7], 3)], 'number-b');
    expect(over.json()).toMatchObject({
      errorCode: 'lottery.bet.limit',
      value: { limit: 'number', key: '77777' },
    });
    expect(
      (await placeItems(b.headers, [straight5([7, 7, 7, 7, 7], 2)], 'number-c')).statusCode,
    ).toBe(200);
    expect(
      (await placeItems(b.headers, [straight5([7, 7, 7, 7, 6], 3)], 'number-d')).statusCode,
    ).toBe(200);
    await expectSoundLedger(lt.t);
  });
});

describe('my orders', () => {
  it('lists and details only the member’s own orders', async () => {
    const a = await playerOf(lt);
    const b = await playerOf(lt);
    const placed = okValue(await place(a.headers, {}));
    const [order] = placed.orders as { orderNo: string }[];
    if (!order) throw new Error('no order');
    const mine = await getOk(lt.t.app, ordersAnswer, ep.orders.path, a.headers);
    expect(mine.list.map((o) => o.orderNo)).toEqual([order.orderNo]);
    const theirs = await getOk(lt.t.app, ordersAnswer, ep.orders.path, b.headers);
    expect(theirs.list).toEqual([]);
    const detail = await getOk(
      lt.t.app,
      orderDetailAnswer,
      urlOf(ep.orderDetail.path, { orderNo: order.orderNo }),
      a.headers,
    );
    expect(detail.order.orderNo).toBe(order.orderNo);
    expect(detail.draw.seed).toBeNull();
    const other = await failureOf(lt.t.app, {
      method: 'GET',
      url: urlOf(ep.orderDetail.path, { orderNo: order.orderNo }),
      headers: b.headers,
    });
    expect(other.code).toBe('lottery.order.not.exist');
    const bad = await failureOf(lt.t.app, {
      method: 'GET',
      url: urlOf(ep.orders.path, { status: 'nope' }),
      headers: a.headers,
    });
    expect(bad.code).toBe('request_param_err');
    const cancel = await failureOf(lt.t.app, {
      method: 'POST',
      url: ep.cancel.path,
      headers: b.headers,
      payload: { orderNo: order.orderNo },
    });
    expect(cancel.code).toBe('lottery.order.not.exist');
  });
});

describe('cancel', () => {
  it('cancels until sales close and releases the stake', async () => {
    const p = await playerOf(lt);
    const placed = okValue(
      await place(p.headers, { items: [straight5([1, 2, 3, 4, 5]), straight5([5, 4, 3, 2, 1])] }),
    );
    const [first, second] = placed.orders as { orderNo: string }[];
    const done = okValue(await post(ep.cancel.path, p.headers, { orderNo: first?.orderNo }));
    expect(done).toMatchObject({
      cancelled: [first?.orderNo],
      released: '2.00',
      balance: '9998.00',
    });
    expect(await balancesOf(lt.t, p.id)).toEqual({ cash: 999_800, lottery: 200 });
    const twice = await failureOf(lt.t.app, {
      method: 'POST',
      url: ep.cancel.path,
      headers: p.headers,
      payload: { orderNo: first?.orderNo },
    });
    expect(twice.code).toBe('lottery.order.closed');
    const draw = await sellingDraw(lt);
    lt.clock.advance(Number(draw.closes_at) - lt.clock.now());
    const late = await failureOf(lt.t.app, {
      method: 'POST',
      url: ep.cancel.path,
      headers: p.headers,
      payload: { orderNo: second?.orderNo },
    });
    expect(late.code).toBe('lottery.order.closed');
    const bad = await failureOf(lt.t.app, {
      method: 'POST',
      url: ep.cancel.path,
      headers: p.headers,
      payload: { orderNo: second?.orderNo, chaseNo: 'LC12345' },
    });
    expect(bad.code).toBe('request_param_err');
    expect(await balancesOf(lt.t, p.id)).toEqual({ cash: 999_800, lottery: 200 });
    await expectSoundLedger(lt.t);
  });

  it('takes a cancelled order off the per-number exposure', async () => {
    const a = await playerOf(lt);
    const b = await playerOf(lt);
    const placed = okValue(await place(a.headers, { items: [straight5([7, 7, 7, 7, 7], 5)] }));
    const [order] = placed.orders as { orderNo: string }[];
    expect(
      (await place(b.headers, { items: [straight5([7, 7, 7, 7, 7], 1)] })).statusCode,
    ).not.toBe(200);
    okValue(await post(ep.cancel.path, a.headers, { orderNo: order?.orderNo }));
    okValue(await place(b.headers, { items: [straight5([7, 7, 7, 7, 7], 5)] }));
    await expectSoundLedger(lt.t);
  });
});

describe('settlement of placed orders', () => {
  it('pays a win and closes a loss', async () => {
    const p = await playerOf(lt);
    const draw = await sellingDraw(lt);
    okValue(
      await place(p.headers, { items: [straight5([1, 2, 3, 4, 5]), straight5([5, 4, 3, 2, 1])] }),
    );
    await drawWith(lt, draw.id, { family: '5D', digits: [1, 2, 3, 4, 5] });
    const { settleDraw } = await import('./settle.service.js');
    const summary = await settleDraw(lt.ctx, draw.id);
    expect(summary).toMatchObject({ members: 1, orders: 2, won: 1, done: true });
    // 196,000.00 for the win, the rebate (1960 chosen of 1960) is 0.
    expect(await balancesOf(lt.t, p.id)).toEqual({ cash: 999_600 + 19_600_000, lottery: 0 });
    const list = await getOk(lt.t.app, ordersAnswer, ep.orders.path, p.headers);
    expect(list.list.map((o) => [o.status, o.win]).sort()).toEqual([
      ['lost', '0.00'],
      ['won', '196000.00'],
    ]);
    await expectSoundLedger(lt.t);
  });
});

describe('guards of every order endpoint', () => {
  it('refuses bad input on each', async () => {
    const p = await playerOf(lt);
    const bad: { method: 'GET' | 'POST'; url: string; payload?: object }[] = [
      { method: 'POST', url: ep.placeOrders.path, payload: { code: lt.code } },
      { method: 'POST', url: ep.chase.path, payload: { code: lt.code, draws: 3 } },
      { method: 'GET', url: urlOf(ep.orders.path, { pageSize: 1000 }) },
      { method: 'GET', url: urlOf(ep.orders.path, { from: '2026-13-45' }) },
      { method: 'GET', url: ep.orderDetail.path },
      { method: 'GET', url: urlOf(ep.orderDetail.path, { orderNo: 'no spaces!' }) },
      { method: 'POST', url: ep.cancel.path, payload: {} },
      { method: 'GET', url: '/lgw/orders/chase/bad%20no' },
      { method: 'POST', url: ep.stopChase.path, payload: { chaseNo: '' } },
    ];
    for (const call of bad) {
      const failure = await failureOf(lt.t.app, { ...call, headers: p.headers });
      expect(failure.code, `${call.method} ${call.url}`).toBe('request_param_err');
    }
    const unknown = await failureOf(lt.t.app, {
      method: 'POST',
      url: ep.stopChase.path,
      headers: p.headers,
      payload: { chaseNo: 'LC0000000000' },
    });
    expect(unknown.code).toBe('lottery.chase.not.exist');
    expect(await balancesOf(lt.t, p.id)).toEqual({ cash: 1_000_000, lottery: 0 });
  });

  it('answers function.not.available with the lottery switched off', async () => {
    const p = await playerOf(lt);
    await changeSite(lt.t.app, { whitelabel: { LOTT3: false } });
    const res = await place(p.headers, {});
    expect(res.json().errorCode).toBe('function.not.available');
    const list = await failureOf(lt.t.app, {
      method: 'GET',
      url: ep.orders.path,
      headers: p.headers,
    });
    expect(list.code).toBe('function.not.available');
  });
});

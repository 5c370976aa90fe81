import { adminLotteryEndpoints as ep, lotteryEndpoints, pathWith } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { asOperator, type Operator, signIn } from '../backoffice/backoffice.test-support.js';
import { drawsRunner } from './draws.test-support.js';
import {
  balancesOf,
  expectSoundLedger,
  type LotteryTest,
  lotteryTest,
  playerOf,
  sellingDraw,
  straight5,
  type TestPlayer,
} from './orders.test-support.js';

/** Cancelling a draw with two operators, and its refunds, through the real app. */

let lt: LotteryTest;
beforeEach(async () => {
  lt = await lotteryTest();
});
afterEach(() => lt.t.close());

const place = async (p: TestPlayer, multiple: number, digits: number[]) => {
  const draw = await sellingDraw(lt);
  const res = await lt.t.app.inject({
    method: 'POST',
    url: lotteryEndpoints.placeOrders.path,
    headers: p.headers,
    payload: {
      code: lt.code,
      drawNo: draw.draw_no,
      requestId: `req-${Math.random().toString(36).slice(2, 12)}`,
      items: [straight5(digits, multiple)],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return draw;
};

const requestCancel = (who: Operator, drawId: number, reason = 'the studio feed went down') =>
  asOperator(lt.t.app, who, 'POST', pathWith(ep.requestCancel.path, { id: drawId }), { reason });
const approve = (who: Operator, id: number) =>
  asOperator(lt.t.app, who, 'POST', pathWith(ep.approveCancel.path, { id }), {});
const reject = (who: Operator, id: number, reason?: string) =>
  asOperator(
    lt.t.app,
    who,
    'POST',
    pathWith(ep.rejectCancel.path, { id }),
    reason ? { reason } : {},
  );
const drawOf = (id: number) =>
  lt.t.db.selectFrom('lottery_draws').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const ordersOf = (drawId: number) =>
  lt.t.db.selectFrom('lottery_orders').select('status').where('draw_id', '=', drawId).execute();
const auditOf = (action: string) =>
  lt.t.db.selectFrom('audit_log').selectAll().where('action', '=', action).execute();

/** Two players with orders on the selling draw: 2.00 x 3 and 2.00 x 5. */
const drawWithOrders = async () => {
  const a = await playerOf(lt);
  const b = await playerOf(lt);
  await place(a, 3, [1, 2, 3, 4, 5]);
  const draw = await place(b, 5, [9, 8, 7, 6, 5]);
  expect(await balancesOf(lt.t, a.id)).toEqual({ cash: 999_400, lottery: 600 });
  return { a, b, draw };
};

describe('two-operator approvals of a draw cancel', () => {
  it('refunds every order once after a second operator approves; never the requester', async () => {
    const { a, b, draw } = await drawWithOrders();
    const finance = await signIn(lt.t.app, lt.clock, 'demo_finance');
    const finance2 = await signIn(lt.t.app, lt.clock, 'demo_finance2');
    const asked = await requestCancel(finance, draw.id);
    expect(asked.statusCode, asked.body).toBe(200);
    const request = asked.json().value;
    expect(request).toMatchObject({
      status: 'pending',
      drawNo: draw.draw_no,
      requestedBy: 'demo_finance',
    });
    expect(await auditOf('lottery.cancel.request')).toHaveLength(1);

    // A second request on the same draw waits behind the first.
    expect((await requestCancel(finance2, draw.id)).statusCode).toBe(409);
    const own = await approve(finance, request.id);
    expect(own.statusCode).toBe(403);
    expect(own.json().errorCode).toBe('admin.approval.self');
    expect((await drawOf(draw.id)).status).toBe('open');

    const listed = await asOperator(lt.t.app, finance2, 'GET', `${ep.cancels.path}?status=pending`);
    expect(listed.json().value.list.map((c: { id: number }) => c.id)).toEqual([request.id]);

    const ok = await approve(finance2, request.id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value).toMatchObject({
      status: 'approved',
      decidedBy: 'demo_finance2',
      drawStatus: 'cancelled',
      refundedOrders: 2,
      refunded: '16.00',
    });
    const cancelled = await drawOf(draw.id);
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'the studio feed went down',
    });
    expect(cancelled.seed).not.toBeNull(); // revealed: the commitment stays checkable
    expect((await ordersOf(draw.id)).map((o) => o.status)).toEqual(['refunded', 'refunded']);
    expect(await balancesOf(lt.t, a.id)).toEqual({ cash: 1_000_000, lottery: 0 });
    expect(await balancesOf(lt.t, b.id)).toEqual({ cash: 1_000_000, lottery: 0 });
    const [audit] = await auditOf('lottery.cancel.approve');
    expect(JSON.parse(String(audit?.after_json))).toMatchObject({
      refundedOrders: 2,
      refunded: '16.00',
    });

    // Decided: approving or rejecting again changes nothing; the job refunds nothing twice.
    const owner = await signIn(lt.t.app, lt.clock, 'demo_owner');
    expect((await approve(owner, request.id)).statusCode).toBe(409);
    expect((await reject(owner, request.id)).statusCode).toBe(409);
    lt.clock.advance(25 * 60 * 60_000);
    await drawsRunner(lt.t, lt.clock.now).runDue();
    expect(await balancesOf(lt.t, a.id)).toEqual({ cash: 1_000_000, lottery: 0 });
    const refunds = await lt.t.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('reference', '=', `lottery:draw:${draw.id}`)
      .execute();
    expect(refunds).toHaveLength(2);
    await expectSoundLedger(lt.t);
  });

  it('pays once when two operators approve at the same moment', async () => {
    const { a, b, draw } = await drawWithOrders();
    const finance = await signIn(lt.t.app, lt.clock, 'demo_finance');
    const finance2 = await signIn(lt.t.app, lt.clock, 'demo_finance2');
    const owner = await signIn(lt.t.app, lt.clock, 'demo_owner');
    const request = (await requestCancel(finance, draw.id)).json().value;
    const answers = await Promise.all([approve(finance2, request.id), approve(owner, request.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await balancesOf(lt.t, a.id)).toEqual({ cash: 1_000_000, lottery: 0 });
    expect(await balancesOf(lt.t, b.id)).toEqual({ cash: 1_000_000, lottery: 0 });
    expect(await auditOf('lottery.cancel.approve')).toHaveLength(1);
    await expectSoundLedger(lt.t);
  });

  it('holds the draw while a request waits; a rejection lets the job draw it', async () => {
    const { a, draw } = await drawWithOrders();
    const finance = await signIn(lt.t.app, lt.clock, 'demo_finance');
    const finance2 = await signIn(lt.t.app, lt.clock, 'demo_finance2');
    const request = (await requestCancel(finance, draw.id)).json().value;
    lt.clock.advance(Number(draw.draw_at) - lt.clock.now() + 5_000);
    await drawsRunner(lt.t, lt.clock.now).runDue();
    expect((await drawOf(draw.id)).status).toBe('closed');
    const monitor = await asOperator(lt.t.app, finance2, 'GET', ep.monitor.path);
    lt.clock.advance(120_000);
    const late = await asOperator(lt.t.app, finance2, 'GET', ep.monitor.path);
    expect(monitor.statusCode).toBe(200);
    expect(late.json().value.alerts).toContainEqual(
      expect.objectContaining({ kind: 'late', drawId: draw.id, cancelPending: true }),
    );

    const no = await reject(finance2, request.id, 'the feed is back');
    expect(no.statusCode, no.body).toBe(200);
    expect(no.json().value).toMatchObject({
      status: 'rejected',
      decisionReason: 'the feed is back',
    });
    expect(await auditOf('lottery.cancel.reject')).toHaveLength(1);
    await drawsRunner(lt.t, lt.clock.now).runDue();
    expect((await drawOf(draw.id)).status).toBe('settled');
    expect((await balancesOf(lt.t, a.id)).lottery).toBe(0);
    await expectSoundLedger(lt.t);
  });

  it('refuses bad input, unknown and finished draws, and changes nothing', async () => {
    const { draw } = await drawWithOrders();
    const finance = await signIn(lt.t.app, lt.clock, 'demo_finance');
    const finance2 = await signIn(lt.t.app, lt.clock, 'demo_finance2');
    expect((await requestCancel(finance, draw.id, 'no')).statusCode).toBe(400);
    expect((await requestCancel(finance, draw.id, 'x'.repeat(501))).statusCode).toBe(400);
    const notNumber = await asOperator(
      lt.t.app,
      finance,
      'POST',
      '/admin/api/lottery/draws/abc/cancel',
      {
        reason: 'the studio feed went down',
      },
    );
    expect(notNumber.statusCode).toBe(400);
    expect((await requestCancel(finance, 999_999)).statusCode).toBe(404);
    expect((await approve(finance2, 999_999)).statusCode).toBe(404);
    const badStatus = await asOperator(lt.t.app, finance, 'GET', `${ep.cancels.path}?status=maybe`);
    expect(badStatus.statusCode).toBe(400);
    expect(await lt.t.db.selectFrom('lottery_draw_cancels').selectAll().execute()).toEqual([]);

    // Drawn: its result is public, it can no longer be cancelled.
    lt.clock.advance(Number(draw.draw_at) - lt.clock.now() + 5_000);
    await drawsRunner(lt.t, lt.clock.now).runDue();
    const drawn = await requestCancel(finance, draw.id);
    expect(drawn.statusCode).toBe(409);
    expect(drawn.json().errorCode).toBe('admin.lottery.draw.finished');
    expect(await lt.t.db.selectFrom('lottery_draw_cancels').selectAll().execute()).toEqual([]);
  });
});

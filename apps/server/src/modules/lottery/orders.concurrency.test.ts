import { lotteryEndpoints as ep } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  expectSoundLedger,
  type LotteryTest,
  lotteryTest,
  playerOf,
  sellingDraw,
  straight5,
  TEST_LIMITS,
} from './orders.test-support.js';

/**
 * Orders placed at the same time on one draw, through the real route: each order's items touch
 * the same exposure rows, half of the orders in the opposite item order. On PostgreSQL the rows
 * lock as they are written, so orders that wrote them in their own item order deadlocked.
 */

/** One 2.00 all-5 straight bet pays 196,000.00 at group 1960. */
const ONE_BET_LIABILITY = 19_600_000;
const FIT = 8;
const ORDERS = 12;
const ITEMS = 20;

let lt: LotteryTest;
beforeEach(async () => {
  lt = await lotteryTest('5D', {
    ...TEST_LIMITS,
    maxNumberLiabilityMinor: FIT * ONE_BET_LIABILITY,
  });
});
afterEach(() => lt.t.close());

describe('orders placed at the same time', () => {
  it('never fail for each other, and hold the per-number cap', async () => {
    const draw = await sellingDraw(lt);
    const items = Array.from({ length: ITEMS }, (_, i) =>
      straight5([1, 2, 3, Math.floor(i / 10), i % 10]),
    );
    const players = await Promise.all(Array.from({ length: ORDERS }, () => playerOf(lt)));
    const answers = await Promise.all(
      players.map((p, n) =>
        lt.t.app.inject({
          method: 'POST',
          url: ep.placeOrders.path,
          headers: p.headers,
          payload: {
            code: lt.code,
            drawNo: draw.draw_no,
            requestId: `together-${n}`,
            items: n % 2 ? [...items].reverse() : items,
          },
        }),
      ),
    );
    const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : a.json().errorCode));
    expect(answers.filter((a) => a.statusCode >= 500).map((a) => a.body)).toEqual([]);
    expect(codes.filter((c) => c === 'ok')).toHaveLength(FIT);
    expect(codes.filter((c) => c === 'lottery.bet.limit')).toHaveLength(ORDERS - FIT);
    const rows = await lt.t.db
      .selectFrom('lottery_exposure')
      .select(['key', 'liability_minor'])
      .where('draw_id', '=', draw.id)
      .execute();
    expect(rows).toHaveLength(ITEMS);
    for (const row of rows) expect(Number(row.liability_minor)).toBe(FIT * ONE_BET_LIABILITY);
    await expectSoundLedger(lt.t);
  }, 60_000);
});

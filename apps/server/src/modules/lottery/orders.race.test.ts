import { lotteryEndpoints as ep } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { atOnce, sameAnswers, transactionsOfType } from '../../../test/race.js';
import {
  balancesOf,
  expectSoundLedger,
  type LotteryTest,
  lotteryTest,
  playerOf,
  sellingDraw,
  straight5,
} from './orders.test-support.js';

/** Orders and chases sent many times at once under one requestId: placed and held once. */

let lt: LotteryTest;
beforeEach(async () => {
  lt = await lotteryTest();
});
afterEach(() => lt.t.close());

const tenAtOnce = (url: string, headers: Record<string, string>, payload: object) =>
  atOnce(10, () => lt.t.app.inject({ method: 'POST', url, headers, payload }));

const holds = () => transactionsOfType(lt.t, 'lottery_hold');

describe('one requestId sent many times at once', () => {
  it('places the orders once and answers every copy with the first orders', async () => {
    const p = await playerOf(lt);
    const draw = await sellingDraw(lt);
    const first = sameAnswers(
      await tenAtOnce(ep.placeOrders.path, p.headers, {
        code: lt.code,
        drawNo: draw.draw_no,
        requestId: 'race-orders-1',
        items: [straight5([1, 2, 3, 4, 5]), straight5([5, 4, 3, 2, 1])],
      }),
    );
    expect(first.orders).toHaveLength(2);
    expect(await holds()).toHaveLength(1);
    expect(await balancesOf(lt.t, p.id)).toEqual({ cash: 999_600, lottery: 400 });
    await expectSoundLedger(lt.t);
  });

  it('places a chase once and answers every copy with the first chase', async () => {
    const p = await playerOf(lt);
    const { multiple: _m, ...item } = straight5([1, 2, 3, 4, 5]);
    const first = sameAnswers(
      await tenAtOnce(ep.chase.path, p.headers, {
        code: lt.code,
        requestId: 'race-chase-1',
        item,
        draws: 3,
        plan: 'plain',
        startMultiple: 1,
        stopOnWin: true,
      }),
    );
    expect(first.chase.draws).toHaveLength(3);
    expect(await holds()).toHaveLength(1);
    expect(await balancesOf(lt.t, p.id)).toEqual({ cash: 999_400, lottery: 600 });
    await expectSoundLedger(lt.t);
  });
});

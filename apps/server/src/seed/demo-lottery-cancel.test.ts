import { adminLotteryEndpoints as ep } from '@lotto/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ctxOf } from '../../test/context.js';
import { manualClock } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { asOperator, signIn } from '../modules/backoffice/backoffice.test-support.js';
import { DEMO_CANCEL_GAME, seedDemoLotteryCancel } from './demo-lottery-cancel.js';

let t: TestApp;
const clock = manualClock(Date.UTC(2026, 5, 3, 12));
beforeAll(async () => {
  t = await createTestApp({ config: { now: clock.now } });
  await t.db.transaction().execute((trx) => seedDemoLotteryCancel(ctxOf(trx, clock.now), 'demo'));
});
afterAll(() => t.close());

describe('the demo draw cancel', () => {
  it("waits for a second operator on the Thai game's next draw", async () => {
    const finance2 = await signIn(t.app, clock, 'demo_finance2');
    const res = await asOperator(t.app, finance2, 'GET', `${ep.cancels.path}?status=pending`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.list).toEqual([
      expect.objectContaining({
        gameCode: DEMO_CANCEL_GAME,
        drawStatus: 'open',
        requestedBy: 'demo_finance',
        status: 'pending',
      }),
    ]);
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { siteCtxOf } from '../../../test/context.js';
import { auditLedger } from '../../../test/ledger-audit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { firstGame, launch, roundOk } from '../play/play.test-support.js';
import { addPromotion, claim } from '../promotions/promotions.test-support.js';
import { setWelcomeMultiplier } from '../turnover/index.js';
import {
  addCard,
  fund,
  overview,
  PAYMENT_PASSWORD,
  type Player,
  player,
  requestOf,
  withdraw,
} from './withdrawals.test-support.js';

/**
 * Bonus money's turnover (DESIGN "Bonus money"): the welcome credit and a promotion's bonus
 * record requirements; valid stake settled after each consumes the oldest first, through play's
 * one valid stake function; a withdrawal waits until none is left.
 */

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

/** Spins a slot (100 % contribution) `times` at K 50.00: K 50.00 valid stake each. */
const spin = async (p: Player, times: number) => {
  const game = await firstGame(t.db, { category: 'RNG' });
  const { ticket } = await launch(t.app, p, game);
  for (let i = 0; i < times; i++) {
    await roundOk(t.app, ticket, { stake: '50.00', choice: { kind: 'slot' } });
  }
};

describe('turnover of bonus money', () => {
  it('is consumed oldest first by valid stake, and a withdrawal waits until none is left', async () => {
    const ctx = await siteCtxOf(t.db);
    await setWelcomeMultiplier(ctx, ctx.site.id, 1);
    // A K 5.00 daily bonus with 3 times turnover; slots count 100 %.
    const promotion = await addPromotion(t, Date.now());
    const p = await player(t);
    await fund(t, p.id, 1_000_000); // enough to play through, whatever the slot pays
    const card = await addCard(t, p);
    expect((await overview(t, p)).turnover).toMatchObject({ required: '1000.00', left: '1000.00' });

    await spin(p, 8); // K 400.00 of the welcome credit's K 1,000.00
    expect((await claim(t.app, promotion, p.headers)).statusCode).toBe(200);
    const mid = (await overview(t, p)).turnover;
    expect(mid).toMatchObject({ required: '1015.00', played: '400.00', left: '615.00' });
    expect(mid.items.map((i) => [i.required, i.played])).toEqual([
      ['1000.00', '400.00'],
      ['15.00', '0.00'],
    ]);
    const refused = await requestOf(t, p, {
      accountId: card.id,
      amount: '100.00',
      paymentPassword: PAYMENT_PASSWORD,
    });
    expect(refused.json()).toMatchObject({
      errorCode: 'withdraw.turnover.outstanding',
      value: { left: '615.00' },
    });

    await spin(p, 12); // K 600.00: the welcome's K 600.00 left first, then K 0.00 of the bonus
    expect((await overview(t, p)).turnover.items.map((i) => i.played)).toEqual(['1000.00', '0.00']);
    await spin(p, 1); // K 50.00: the bonus's K 15.00, the rest counts for nothing later
    expect((await overview(t, p)).turnover).toMatchObject({ played: '1015.00', left: '0.00' });
    // Met: the requirements are cleared, and the next bonus starts afresh.
    expect((await overview(t, p)).turnover).toMatchObject({ required: '0.00', items: [] });
    await withdraw(t, p, card.id, '100.00');
    expect(await auditLedger(t.db)).toMatchObject({ heldNotPending: [], driftedAccounts: [] });
  });
});

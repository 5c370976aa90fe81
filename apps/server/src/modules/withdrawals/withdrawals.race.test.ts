import { withdrawalDetail } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectSoundLedger } from '../../../test/ledger-audit.js';
import { atOnce, transactionsOfType } from '../../../test/race.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  addCard,
  fund,
  noWelcomeTurnover,
  PAYMENT_PASSWORD,
  player,
  requestOf,
} from './withdrawals.test-support.js';

/** Withdrawals sent many at once: one per request id, and right passwords never lock. */

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  await noWelcomeTurnover(t);
});
afterEach(() => t.close());

const holds = () => transactionsOfType(t, 'withdrawal_hold');

describe('withdrawals at once', () => {
  it('holds one request id once and answers every copy with the first withdrawal', async () => {
    const p = await player(t);
    const card = await addCard(t, p);
    const body = {
      accountId: card.id,
      amount: '100.00',
      paymentPassword: PAYMENT_PASSWORD,
      requestId: 'race-withdraw-1',
    };
    const answers = await atOnce(10, () => requestOf(t, p, body));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const values = answers.map((res) => withdrawalDetail.parse(res.json().value));
    for (const value of values) expect(value).toEqual(values[0]);
    expect(await holds()).toHaveLength(1);
    const again = await requestOf(t, p, { ...body, amount: '101.00' });
    expect(again.json().errorCode).toBe('wallet.idempotency.conflict');
    expect(await holds()).toHaveLength(1);
    await expectSoundLedger(t);
  });

  it('takes 20 right payment passwords at once without locking the account', async () => {
    const p = await player(t);
    const card = await addCard(t, p);
    await fund(t, p.id, 100_000);
    // The VIP level's 3 a day aside: this is about the password.
    await t.db.updateTable('vip_levels').set({ withdraw_count: 20 }).execute();
    const answers = await atOnce(20, (i) =>
      requestOf(t, p, {
        accountId: card.id,
        amount: '100.00',
        paymentPassword: PAYMENT_PASSWORD,
        requestId: `race-right-${100 + i}`,
      }),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    expect(await holds()).toHaveLength(20);
    await expectSoundLedger(t);
  });
});

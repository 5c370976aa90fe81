import { API, claimAnswer, rewardsAnswer } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { siteCtxOf } from '../../../test/context.js';
import { getOk } from '../../../test/http.js';
import { auditLedger } from '../../../test/ledger-audit.js';
import { memberWithSession } from '../../../test/members.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { onFirstDeposit } from './first-deposit.js';
import { addPromotion, join, post, promotionUrl } from './promotions.test-support.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const firstDeposit = () =>
  addPromotion(t, Date.now(), {
    kind: 'first_deposit',
    frequency: 'once',
    reward_minor: null,
    percent: 50,
    cap_minor: 10_000,
    turnover_multiplier: 10,
  });

describe('the first-deposit trigger', () => {
  it('issues a percentage of the deposit up to the cap to joined members only, once', async () => {
    const id = await firstDeposit();
    const joined = await memberWithSession(t.db);
    const other = await memberWithSession(t.db);
    await join(t.app, id, joined.headers);
    const ctx = await siteCtxOf(t.db);
    expect(await onFirstDeposit(ctx, { memberId: other.id, amountMinor: 5000 })).toEqual([]);
    const issued = await onFirstDeposit(ctx, { memberId: joined.id, amountMinor: 50_000 });
    expect(issued).toHaveLength(1);
    expect(await onFirstDeposit(ctx, { memberId: joined.id, amountMinor: 50_000 })).toEqual([]);

    const rewards = await getOk(t.app, rewardsAnswer, API.promotions.rewards, joined.headers);
    expect(rewards.claimable).toMatchObject([{ status: 'issued', amount: '100.00' }]);
    const res = await post(
      t.app,
      promotionUrl(API.promotions.claimReward, issued[0] ?? 0),
      joined.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(claimAnswer.parse(res.json().value)).toMatchObject({
      reward: { amount: '100.00', turnoverRequired: '1000.00', status: 'claimed' },
      balance: '1100.00',
    });
    expect(await auditLedger(t.db)).toMatchObject({ driftedAccounts: [], sumOfBalances: 0 });
  });

  it('gives half of a small deposit', async () => {
    const id = await firstDeposit();
    const m = await memberWithSession(t.db);
    await join(t.app, id, m.headers);
    await onFirstDeposit(await siteCtxOf(t.db), { memberId: m.id, amountMinor: 3001 });
    const rewards = await getOk(t.app, rewardsAnswer, API.promotions.rewards, m.headers);
    expect(rewards.claimable[0]?.amount).toBe('15.00');
  });
});

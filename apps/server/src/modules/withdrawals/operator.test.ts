import { API } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { siteCtxOf } from '../../../test/context.js';
import { auditLedger } from '../../../test/ledger-audit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { approveWithdrawal, rejectWithdrawal } from './operator.service.js';
import {
  addCard,
  cancelUrl,
  fund,
  noWelcomeTurnover,
  overview,
  player,
  send,
  withdraw,
} from './withdrawals.test-support.js';

/**
 * The operator's side: approvals (two by different operators from the site's threshold),
 * rejections, and races with each other and the member's cancel. The held balance equals the
 * pending withdrawals after every step. Runs on SQLite and, with DATABASE_URL, on PostgreSQL.
 */

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  await noWelcomeTurnover(t);
});
afterEach(() => t.close());

const sound = async () =>
  expect(await auditLedger(t.db)).toMatchObject({
    driftedAccounts: [],
    negativeMemberAccounts: [],
    unbalancedTransactions: [],
    heldNotPending: [],
    sumOfBalances: 0,
  });

const siteCtx = () => siteCtxOf(t.db);

const outcome = async <T>(work: Promise<T>) => {
  try {
    return { ok: await work };
  } catch (error) {
    return { error: (error as { code?: string }).code ?? String(error) };
  }
};

/** A member with a card and a pending withdrawal of `amount`. */
const pending = async (amount: string, extraMinor = 0) => {
  const p = await player(t);
  if (extraMinor > 0) await fund(t, p.id, extraMinor);
  const card = await addCard(t, p);
  const w = await withdraw(t, p, card.id, amount);
  return { p, w };
};

const payouts = async (id: number) =>
  (
    await t.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('reference', '=', `withdrawal:${id}`)
      .where('type', '=', 'withdrawal')
      .execute()
  ).length;

describe('approving a withdrawal', () => {
  it('pays a small one on one approval: the hold leaves the platform', async () => {
    const { p, w } = await pending('300.00');
    const ctx = await siteCtx();
    expect(await approveWithdrawal(ctx, { id: w.id, operatorId: 7 })).toMatchObject({
      status: 'paid',
      approvals: 1,
      approvalsNeeded: 1,
    });
    expect(await overview(t, p)).toMatchObject({ withdrawable: '700.00', held: '0.00' });
    expect(await payouts(w.id)).toBe(1);
    const again = await outcome(approveWithdrawal(ctx, { id: w.id, operatorId: 8 }));
    expect(again).toEqual({ error: 'withdraw.not.pending' });
    const cancel = await send(t, 'POST', cancelUrl(w.id), p.headers);
    expect(cancel.json().errorCode).toBe('withdraw.not.pending');
    await sound();
  });

  it('needs a second approval by a different operator from the threshold on', async () => {
    const { p, w } = await pending('6000.00', 1_000_000);
    const ctx = await siteCtx();
    const first = await approveWithdrawal(ctx, { id: w.id, operatorId: 7 });
    expect(first).toMatchObject({ status: 'pending', approvals: 1, approvalsNeeded: 2 });
    expect(await outcome(approveWithdrawal(ctx, { id: w.id, operatorId: 7 }))).toEqual({
      error: 'withdraw.approval.same.operator',
    });
    await sound();
    const second = await approveWithdrawal(ctx, { id: w.id, operatorId: 9 });
    expect(second).toMatchObject({ status: 'paid', approvals: 2 });
    expect((await overview(t, p)).held).toBe('0.00');
    const detail = await t.app.inject({
      method: 'GET',
      url: API.withdraw.detail.replace(':id', String(w.id)),
      headers: p.headers,
    });
    expect(detail.json().value.timeline.map((s: { step: string }) => s.step)).toEqual([
      'requested',
      'approved',
      'paid',
    ]);
    await sound();
  });

  it('pays once when two operators approve at the same moment', async () => {
    const { w } = await pending('6000.00', 1_000_000);
    const ctx = await siteCtx();
    await approveWithdrawal(ctx, { id: w.id, operatorId: 1 });
    const results = await Promise.all(
      [2, 3, 4, 5].map((operatorId) => outcome(approveWithdrawal(ctx, { id: w.id, operatorId }))),
    );
    expect(results.filter((r) => 'ok' in r)).toHaveLength(1);
    expect(results.filter((r) => 'error' in r).map((r) => r.error)).toEqual(
      Array(3).fill('withdraw.not.pending'),
    );
    expect(await payouts(w.id)).toBe(1);
    await sound();
  });

  it('leaves exactly one outcome when the member cancels while an operator approves', async () => {
    for (let i = 0; i < 3; i++) {
      const { p, w } = await pending('200.00');
      const ctx = await siteCtx();
      const [approved, cancelled] = await Promise.all([
        outcome(approveWithdrawal(ctx, { id: w.id, operatorId: 7 })),
        send(t, 'POST', cancelUrl(w.id), p.headers),
      ]);
      const approvedOk = 'ok' in approved;
      const cancelledOk = cancelled.statusCode === 200;
      expect(approvedOk !== cancelledOk, `${JSON.stringify(approved)} ${cancelled.body}`).toBe(
        true,
      );
      const view = await overview(t, p);
      expect(view.held).toBe('0.00');
      expect(view.withdrawable).toBe(approvedOk ? '800.00' : '1000.00');
      await sound();
    }
  });
});

describe('rejecting a withdrawal', () => {
  it('releases the hold with its reason, once, and refuses an empty reason', async () => {
    const { p, w } = await pending('250.00');
    const ctx = await siteCtx();
    expect(await outcome(rejectWithdrawal(ctx, { id: w.id, operatorId: 7, reason: '  ' }))).toEqual(
      { error: 'request_param_err' },
    );
    const rejected = await rejectWithdrawal(ctx, {
      id: w.id,
      operatorId: 7,
      reason: 'Card name does not match',
    });
    expect(rejected.status).toBe('rejected');
    expect(await overview(t, p)).toMatchObject({ withdrawable: '1000.00', held: '0.00' });
    expect(
      await outcome(rejectWithdrawal(ctx, { id: w.id, operatorId: 8, reason: 'again' })),
    ).toEqual({ error: 'withdraw.not.pending' });
    const detail = await t.app.inject({
      method: 'GET',
      url: API.withdraw.detail.replace(':id', String(w.id)),
      headers: p.headers,
    });
    expect(detail.json().value).toMatchObject({
      status: 'rejected',
      reason: 'Card name does not match',
    });
    await sound();
  });

  it('refuses a withdrawal of another site', async () => {
    const { w } = await pending('200.00');
    const ctx = await siteCtx();
    const other = { ...ctx, site: { ...ctx.site, id: ctx.site.id + 1000 } };
    expect(await outcome(approveWithdrawal(other, { id: w.id, operatorId: 7 }))).toEqual({
      error: 'withdraw.not.exist',
    });
    await sound();
  });
});

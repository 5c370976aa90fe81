import { API, pathWith } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLedger } from '../../../test/ledger-audit.js';
import { manualClock } from '../../../test/members.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { asOperator, signIn } from '../backoffice/backoffice.test-support.js';
import {
  addCard,
  fund,
  noWelcomeTurnover,
  overview,
  player,
  withdraw,
} from './withdrawals.test-support.js';

/** The back office's withdrawal queue: permission, two different approvers, reject, audit. */

let t: TestApp;
const clock = manualClock(Date.now());
beforeEach(async () => {
  t = await createTestApp({ config: { now: clock.now } });
  await noWelcomeTurnover(t);
});
afterEach(() => t.close());

const QUEUE = '/admin/api/withdrawals';
const approveUrl = (id: number) => pathWith('/admin/api/withdrawals/:id/approve', { id });
const rejectUrl = (id: number) => pathWith('/admin/api/withdrawals/:id/reject', { id });

const auditRows = (action: string) =>
  t.db.selectFrom('audit_log').selectAll().where('action', '=', action).execute();

describe('the withdrawal queue', () => {
  it('lists pending withdrawals to finance, refuses support, and pays on two different approvals', async () => {
    const p = await player(t);
    await fund(t, p.id, 1_000_000);
    const card = await addCard(t, p);
    const w = await withdraw(t, p, card.id, '6000.00'); // above the demo's K 5,000 threshold
    const finance = await signIn(t.app, clock, 'demo_finance');
    const owner = await signIn(t.app, clock, 'demo_owner');
    const support = await signIn(t.app, clock, 'demo_support');

    const queue = await asOperator(t.app, finance, 'GET', QUEUE);
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().value.list).toMatchObject([
      { id: w.id, amount: '6000.00', accountNumber: '12345678901234567', approvalsNeeded: 2 },
    ]);
    const denied = await asOperator(t.app, support, 'POST', approveUrl(w.id));
    expect([denied.statusCode, denied.json().errorCode]).toEqual([403, 'admin.forbidden']);

    const first = await asOperator(t.app, finance, 'POST', approveUrl(w.id));
    expect(first.json().value).toMatchObject({ status: 'pending', approvals: 1 });
    const self = await asOperator(t.app, finance, 'POST', approveUrl(w.id));
    expect(self.json().errorCode).toBe('withdraw.approval.same.operator');
    const second = await asOperator(t.app, owner, 'POST', approveUrl(w.id));
    expect(second.json().value).toMatchObject({ status: 'paid', approvals: 2 });
    expect((await overview(t, p)).held).toBe('0.00');
    expect(await auditRows('withdrawal.approve')).toHaveLength(2);
    expect(await auditLedger(t.db)).toMatchObject({ heldNotPending: [], driftedAccounts: [] });
  });

  it('rejects with a reason the member reads, and refuses a player token', async () => {
    const p = await player(t);
    const card = await addCard(t, p);
    const w = await withdraw(t, p, card.id, '300.00');
    const finance = await signIn(t.app, clock, 'demo_finance');
    const noReason = await asOperator(t.app, finance, 'POST', rejectUrl(w.id), { reason: '' });
    expect(noReason.statusCode).toBe(400);
    const rejected = await asOperator(t.app, finance, 'POST', rejectUrl(w.id), {
      reason: 'Account closed',
    });
    expect(rejected.json().value).toMatchObject({ status: 'rejected', reason: 'Account closed' });
    expect(await overview(t, p)).toMatchObject({ withdrawable: '1000.00', held: '0.00' });
    expect(await auditRows('withdrawal.reject')).toHaveLength(1);
    const player401 = await t.app.inject({ method: 'GET', url: QUEUE, headers: p.headers });
    expect(player401.statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: API.withdraw.report, headers: p.headers })).json()
        .value.list[0].status,
    ).toBe('rejected');
    expect(await auditLedger(t.db)).toMatchObject({ heldNotPending: [], driftedAccounts: [] });
  });
});

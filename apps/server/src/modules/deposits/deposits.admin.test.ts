import { auditPage, pathWith } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLedger, cleanAudit } from '../../../test/ledger-audit.js';
import { manualClock, memberWithSession } from '../../../test/members.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { asOperator, signIn } from '../backoffice/backoffice.test-support.js';
import {
  cashOf,
  channelIds,
  gatewayOrder,
  payAtGateway,
  postCallback,
  putBank,
} from './deposits.test-support.js';

let t: TestApp;
let clock: ReturnType<typeof manualClock>;
beforeEach(async () => {
  clock = manualClock(Date.now());
  t = await createTestApp({ config: { now: clock.now } });
});
afterEach(() => t.close());

const bankOrder = async (amount = '400.00') => {
  const m = await memberWithSession(t.db);
  const { bank } = await channelIds(t);
  const res = await putBank(t.app, m.headers, {
    channelId: String(bank),
    amount,
    depositorName: 'Aung Aung',
    reference: 'KBZ-9',
  });
  return { m, order: res.json().value.order as { id: number } };
};

describe('the deposit queue in the back office', () => {
  it('is for deposits.review only: support is refused, a player token never opens it', async () => {
    const { m, order } = await bankOrder();
    const support = await signIn(t.app, clock, 'demo_support');
    const refused = await asOperator(t.app, support, 'GET', '/admin/api/deposits');
    expect(refused.statusCode).toBe(403);
    const approve = pathWith('/admin/api/deposits/:id/approve', { id: order.id });
    expect((await asOperator(t.app, support, 'POST', approve, {})).statusCode).toBe(403);
    const player = await t.app.inject({
      method: 'GET',
      url: '/admin/api/deposits',
      headers: m.headers,
    });
    expect(player.statusCode).toBe(401);
    const status = await t.db
      .selectFrom('deposit_orders')
      .select('status')
      .where('id', '=', order.id)
      .executeTakeFirst();
    expect(status?.status).toBe('pending');
  });

  it('lists the pending transfer with its receipt; two approvals at once credit once, audited', async () => {
    const { m, order } = await bankOrder('400.00');
    const before = await cashOf(t, m.id);
    const finance = await signIn(t.app, clock, 'demo_finance');
    const finance2 = await signIn(t.app, clock, 'demo_finance2');
    const queue = await asOperator(t.app, finance, 'GET', '/admin/api/deposits?kind=bank');
    expect(queue.statusCode).toBe(200);
    expect(queue.json().value.list).toEqual([
      expect.objectContaining({
        id: order.id,
        status: 'pending',
        hasReceipt: true,
        amount: '400.00',
      }),
    ]);
    const receipt = await asOperator(
      t.app,
      finance,
      'GET',
      pathWith('/admin/api/deposits/:id/receipt', { id: order.id }),
    );
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('image/png');

    const url = pathWith('/admin/api/deposits/:id/approve', { id: order.id });
    const answers = await Promise.all([
      asOperator(t.app, finance, 'POST', url, {}),
      asOperator(t.app, finance2, 'POST', url, {}),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await cashOf(t, m.id)).toBe(before + 40_000);
    const owner = await signIn(t.app, clock, 'demo_owner');
    const audit = auditPage.parse(
      (await asOperator(t.app, owner, 'GET', '/admin/api/audit?action=deposit.approve')).json()
        .value,
    );
    expect(audit.list).toHaveLength(1);
    const ledger = await auditLedger(t.db);
    expect(ledger).toEqual(cleanAudit(ledger.transactions, ledger.entries));
  });

  it('rejects with a reason (required), and shows a gateway order with its callbacks', async () => {
    const { m, order } = await bankOrder();
    const finance = await signIn(t.app, clock, 'demo_finance');
    const url = pathWith('/admin/api/deposits/:id/reject', { id: order.id });
    expect((await asOperator(t.app, finance, 'POST', url, { reason: ' ' })).statusCode).toBe(400);
    const rejected = await asOperator(t.app, finance, 'POST', url, { reason: 'No transfer found' });
    expect(rejected.json().value).toMatchObject({
      status: 'rejected',
      reason: 'No transfer found',
    });

    const { gateway } = await channelIds(t);
    const g = await gatewayOrder(t.app, m.headers, gateway, '120.00');
    const { body } = await payAtGateway(t, g.paymentId);
    await postCallback(t.app, body);
    await postCallback(t.app, body);
    const callbacks = await asOperator(
      t.app,
      finance,
      'GET',
      pathWith('/admin/api/deposits/:id/callbacks', { id: g.id }),
    );
    expect(callbacks.json().value.list.map((c: { verdict: string }) => c.verdict)).toEqual([
      'credited',
      'duplicate',
    ]);
    const paid = await asOperator(
      t.app,
      finance,
      'GET',
      '/admin/api/deposits?status=paid&kind=gateway',
    );
    expect(paid.json().value.list).toEqual([expect.objectContaining({ id: g.id })]);
  });
});

import { describe, expect, it } from 'vitest';
import { auditLedger, cleanAudit } from '../../../test/ledger-audit.js';
import { memberWithSession } from '../../../test/members.js';
import { twoAppsPerTest } from '../../../test/two-apps.js';
import { runnerOf } from '../signup/trial-cleanup.test-support.js';
import {
  callbacksLogged,
  cashOf,
  channelIds,
  depositTransactions,
  gatewayOrder,
  getOrder,
  payAtGateway,
  postCallback,
} from './deposits.test-support.js';
import { depositStatusJob, EXPIRE_AFTER_MS, QUERY_AFTER_MS } from './index.js';

/** Two apps with their own connections on one database, as two server processes share one. */
const { clock, both } = twoAppsPerTest();

const runBoth = async () => {
  const [a, b] = both();
  await Promise.all([
    runnerOf(a, clock, 'a', undefined, [depositStatusJob]).runDue(),
    runnerOf(b, clock, 'b', undefined, [depositStatusJob]).runDue(),
  ]);
};

describe('the deposit status job on two processes', () => {
  it('settles a paid order without callback once; its late callback credits nothing more', async () => {
    const [a, b] = both();
    const m = await memberWithSession(a.db);
    const { gateway } = await channelIds(a);
    const order = await gatewayOrder(a.app, m.headers, gateway, '300.00');
    const before = await cashOf(a, m.id);
    // Paid at the gateway, but its callback never arrived.
    const { body } = await payAtGateway(a, order.paymentId);
    await runBoth();
    expect((await getOrder(a.app, m.headers, order.id)).json().value.status).toBe('pending');
    clock.advance(QUERY_AFTER_MS + 60_000);
    await runBoth();
    clock.advance(60_000);
    await runBoth();
    expect((await getOrder(a.app, m.headers, order.id)).json().value.status).toBe('paid');
    expect(await cashOf(a, m.id)).toBe(before + 30_000);
    // The callback comes late, on both processes: nothing more.
    await Promise.all([postCallback(a.app, body), postCallback(b.app, body)]);
    expect(await cashOf(a, m.id)).toBe(before + 30_000);
    expect(await depositTransactions(a)).toHaveLength(1);
    expect((await callbacksLogged(a)).map((c) => c.verdict)).toEqual(['duplicate', 'duplicate']);
    const audit = await auditLedger(a.db);
    expect(audit).toEqual(cleanAudit(audit.transactions, audit.entries));
  });

  it('expires an order still open at the gateway; a late payment credits nothing', async () => {
    const [a] = both();
    const m = await memberWithSession(a.db);
    const { ewallet } = await channelIds(a);
    const order = await gatewayOrder(a.app, m.headers, ewallet, '100.00');
    const before = await cashOf(a, m.id);
    clock.advance(EXPIRE_AFTER_MS + 60_000);
    await runBoth();
    expect((await getOrder(a.app, m.headers, order.id)).json().value.status).toBe('expired');
    const { body } = await payAtGateway(a, order.paymentId);
    expect((await postCallback(a.app, body)).statusCode).toBe(200);
    expect(await cashOf(a, m.id)).toBe(before);
    expect((await callbacksLogged(a)).map((c) => c.verdict)).toEqual(['late']);
    const audit = await auditLedger(a.db);
    expect(audit).toEqual(cleanAudit(audit.transactions, audit.entries));
  });
});

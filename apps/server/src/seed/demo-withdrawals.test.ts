import { API, withdrawalPage, withdrawOverview } from '@lotto/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders } from '../../test/accounts.js';
import { getOk } from '../../test/http.js';
import { auditLedger } from '../../test/ledger-audit.js';
import { sessionFor } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedHistory: true });
});
afterAll(() => t.close());

describe('demo01’s withdrawals', () => {
  it('has a card, a paid withdrawal and a pending one whose amount is held', async () => {
    const headers = authHeaders((await sessionFor(t.app, 'demo01')).token);
    const view = await getOk(t.app, withdrawOverview, API.withdraw.overview, headers);
    expect(view.accounts.map((a) => [a.bankName, a.maskedNumber, a.payeeName])).toEqual([
      ['KBZ Bank', '**** 1234', 'Demo Player'],
    ]);
    expect(view.held).toBe('150.00');
    expect(view.paymentPasswordSet).toBe(true);
    const page = await getOk(t.app, withdrawalPage, API.withdraw.report, headers);
    expect(page.list.map((w) => [w.amount, w.status])).toEqual([
      ['150.00', 'pending'],
      ['200.00', 'paid'],
    ]);
    expect(await auditLedger(t.db)).toMatchObject({ heldNotPending: [], driftedAccounts: [] });
  });

  it("lets demo01 withdraw at once: its bonuses' turnover was played through in the seed", async () => {
    const headers = authHeaders((await sessionFor(t.app, 'demo01')).token);
    const view = await getOk(t.app, withdrawOverview, API.withdraw.overview, headers);
    // Played through, the requirements are cleared: nothing is asked any more.
    expect(view.turnover).toMatchObject({ required: '0.00', left: '0.00' });
    expect(await auditLedger(t.db)).toMatchObject({ heldNotPending: [], driftedAccounts: [] });
  });

  it("shows demo02's check-in bonus turnover, none of it played", async () => {
    const headers = authHeaders((await sessionFor(t.app, 'demo02')).token);
    const view = await getOk(t.app, withdrawOverview, API.withdraw.overview, headers);
    expect(view.turnover).toMatchObject({ required: '1500.00', played: '0.00', left: '1500.00' });
  });
});

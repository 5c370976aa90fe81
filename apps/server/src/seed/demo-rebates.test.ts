import { API, rebateAccruedAnswer, rebateReportAnswer, responsibleAnswer } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getOk } from '../../test/http.js';
import { auditLedger, cleanAudit } from '../../test/ledger-audit.js';
import { sessionFor } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ seedHistory: true });
});
afterEach(() => t.close());

describe('the demo seed of rebates and limits', () => {
  it('gives demo01 a manual and an automatic rebate, rebate still to claim, and its limits', async () => {
    const { token } = await sessionFor(t.app, 'demo01');
    const headers = { authorization: token, merchant: 'demo' };
    const report = await getOk(t.app, rebateReportAnswer, API.rebates.report, headers);
    expect(report.list.map((p) => p.kind)).toEqual(['auto', 'manual']);
    for (const payout of report.list) expect(Number(payout.amount)).toBeGreaterThan(0);
    const accrued = await getOk(t.app, rebateAccruedAnswer, API.rebates.accrued, headers);
    expect(Number(accrued.total)).toBeGreaterThan(0);
    const settings = await getOk(t.app, responsibleAnswer, API.limits.settings, headers);
    expect(settings.realityCheckMinutes).toBe(60);
    const lossDay = settings.limits.find((l) => l.kind === 'loss' && l.period === 'day');
    expect(lossDay).toMatchObject({ amount: '20000.00', pending: { amount: '30000.00' } });
    const audit = await auditLedger(t.db);
    expect(audit).toEqual(cleanAudit(audit.transactions, audit.entries));
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../test/ledger-audit.js';
import { manualClock } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { asOperator, signIn } from '../modules/backoffice/backoffice.test-support.js';
import { DEMO_QUICK_CASH, DEMO_RISK_NOTE } from './demo-risk.js';

const clock = manualClock(Date.now());
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedHistory: true, config: { now: clock.now } });
});
afterAll(() => t.close());

interface Alert {
  id: number;
  kind: string;
  status: string;
  subject: string;
  members: { username: string }[];
  figures: { name: string; value: string }[];
  note: string | null;
  reviewedBy: string | null;
}

describe('the demo risk alerts', () => {
  it('lists the linked twins and the quick withdrawal open, and the shared address reviewed', async () => {
    const risk = await signIn(t.app, clock, 'demo_risk');
    const res = await asOperator(t.app, risk, 'GET', '/admin/api/risk/alerts');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().value.list as Alert[];
    const summary = list.map((a) => [a.kind, a.status, a.members.map((m) => m.username)]);
    expect(summary).toEqual(
      expect.arrayContaining([
        ['shared_device', 'open', ['twin01', 'twin02']],
        ['shared_address', 'reviewed', ['twin01', 'twin02']],
        ['linked_bonus_claims', 'open', ['twin01', 'twin02']],
        ['large_withdrawal_little_play', 'open', [DEMO_QUICK_CASH.username]],
      ]),
    );
    const reviewed = list.find((a) => a.status === 'reviewed');
    expect(reviewed).toMatchObject({ note: DEMO_RISK_NOTE, reviewedBy: 'demo_risk' });
    const withdrawal = list.find((a) => a.kind === 'large_withdrawal_little_play');
    expect(withdrawal?.figures).toEqual(
      expect.arrayContaining([
        { name: 'amount', value: DEMO_QUICK_CASH.withdrawal },
        { name: 'stakeSinceDeposit', value: '1000.00' },
      ]),
    );
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'operator_username'])
      .where('target_type', '=', 'risk_alert')
      .execute();
    expect(audit).toEqual([{ action: 'risk.alert.review', operator_username: 'demo_risk' }]);
    expect(await auditLedger(t.db)).toMatchObject({ heldNotPending: [], driftedAccounts: [] });
  });
});

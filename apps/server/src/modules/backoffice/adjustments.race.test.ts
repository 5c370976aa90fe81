import { adjustment } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLedger, cleanAudit } from '../../../test/ledger-audit.js';
import { manualClock } from '../../../test/members.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { asOperator, signIn } from './backoffice.test-support.js';

let t: TestApp;
let clock: ReturnType<typeof manualClock>;
beforeEach(async () => {
  clock = manualClock(Date.now());
  t = await createTestApp({ config: { now: clock.now } });
});
afterEach(() => t.close());

describe('an adjustment sent many times at once under one request key', () => {
  it('posts once and answers every copy with the first result', async () => {
    const finance = await signIn(t.app, clock, 'demo_finance');
    const { id } = await t.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', 'demo01')
      .executeTakeFirstOrThrow();
    const body = { memberId: id, amount: '7.25', reason: 'Goodwill', requestKey: 'race-key-0001' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        asOperator(t.app, finance, 'POST', '/admin/api/adjustments', body),
      ),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const values = answers.map((res) => adjustment.parse(res.json().value));
    for (const value of values) expect(value).toEqual(values[0]);
    expect(values[0]).toMatchObject({ status: 'posted', amount: '7.25' });
    const rows = await t.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('type', '=', 'adjustment')
      .execute();
    expect(rows).toEqual([{ id: values[0]?.transactionId }]);
    const audit = await auditLedger(t.db);
    expect(audit).toEqual(cleanAudit(audit.transactions, audit.entries));
  });
});

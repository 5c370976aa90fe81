import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger, cleanAudit } from '../../test/ledger-audit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedHistory: true });
});
afterAll(() => t.close());

describe('the demo seed of deposits', () => {
  it('gives demo01 paid, approved, rejected and waiting deposits made through the services', async () => {
    const rows = await t.db
      .selectFrom('deposit_orders as o')
      .innerJoin('members as m', 'm.id', 'o.member_id')
      .select(['o.kind', 'o.status', 'o.transaction_id', 'o.receipt_file'])
      .where('m.username', '=', 'demo01')
      .orderBy('o.created_at')
      .execute();
    expect(rows.map((r) => `${r.kind}:${r.status}`)).toEqual([
      'gateway:paid',
      'bank:paid',
      'ewallet:paid',
      'bank:rejected',
      'bank:pending',
    ]);
    expect(rows.filter((r) => r.status === 'paid').every((r) => r.transaction_id !== null)).toBe(
      true,
    );
    const verdicts = await t.db
      .selectFrom('deposit_callbacks as c')
      .innerJoin('deposit_orders as o', 'o.id', 'c.order_id')
      .innerJoin('members as m', 'm.id', 'o.member_id')
      .select('c.verdict')
      .where('m.username', '=', 'demo01')
      .execute();
    expect(verdicts.map((v) => v.verdict)).toEqual(['credited', 'credited']);
    const audit = await auditLedger(t.db);
    expect(audit).toEqual(cleanAudit(audit.transactions, audit.entries));
  });
});

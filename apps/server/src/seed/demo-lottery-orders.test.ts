import { lotteryEndpoints as ep, ordersAnswer } from '@lotto/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders } from '../../test/accounts.js';
import { getOk, urlOf } from '../../test/http.js';
import { auditLedger } from '../../test/ledger-audit.js';
import { sessionFor } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedHistory: true });
});
afterAll(() => t.close());

describe('demo01’s lottery orders', () => {
  it('has won, lost or won, pending and cancelled orders, a finished and a running chase', async () => {
    const headers = authHeaders((await sessionFor(t.app, 'demo01')).token);
    const page = await getOk(
      t.app,
      ordersAnswer,
      urlOf(ep.orders.path, { pageSize: 100 }),
      headers,
    );
    const statuses = new Set(page.list.map((o) => o.status));
    expect(statuses).toContain('won');
    expect(statuses).toContain('pending');
    expect(statuses).toContain('cancelled');
    // The fixed-position order covers every digit of the first place: it always wins.
    const covering = page.list.find((o) => o.betType === '5D_FIXED' && o.chaseNo === null);
    expect(covering?.status).toBe('won');
    expect(page.list.some((o) => o.code === 'VNN' && o.status === 'pending')).toBe(true);
    const chases = await t.db.selectFrom('lottery_chases').select('status').orderBy('id').execute();
    expect(chases.map((c) => c.status)).toEqual([expect.stringMatching(/finished/), 'running']);
    const records = await t.db
      .selectFrom('bet_records')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('vendor', '=', 'LOTTERY')
      .executeTakeFirstOrThrow();
    expect(Number(records.n)).toBe(5);
    expect(await auditLedger(t.db)).toMatchObject({
      lotteryNotPending: [],
      driftedAccounts: [],
      negativeMemberAccounts: [],
    });
  });
});

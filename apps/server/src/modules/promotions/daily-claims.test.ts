import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLedger } from '../../../test/ledger-audit.js';
import { addMember, MINUTE, manualClock, sessionFor } from '../../../test/members.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { addPromotion, claim } from './promotions.test-support.js';

/** A daily bonus resets at the site's midnight (Asia/Yangon, UTC+6:30), not at UTC's. */

let t: TestApp;
// 23:30 in Yangon on 1 June.
const clock = manualClock(Date.UTC(2026, 5, 1, 17, 0));
beforeEach(async () => {
  t = await createTestApp({ config: { now: clock.now } });
});
afterEach(() => t.close());

const bonuses = async () =>
  (await t.db.selectFrom('ledger_transactions').select('id').where('type', '=', 'bonus').execute())
    .length;

describe('a daily sign-in bonus', () => {
  it('pays again after the site day turns, and only then', async () => {
    const id = await addPromotion(t, clock.now());
    const { username } = await addMember(t.app);
    const claimNow = async () => {
      const { token } = await sessionFor(t.app, username);
      return claim(t.app, id, { authorization: token });
    };
    expect((await claimNow()).statusCode).toBe(200);
    clock.advance(20 * MINUTE); // 23:50 in Yangon: the same day
    expect((await claimNow()).statusCode).toBe(200);
    expect(await bonuses()).toBe(1);
    clock.advance(15 * MINUTE); // 00:05 on 2 June in Yangon, still 1 June in UTC
    const next = await claimNow();
    expect(next.statusCode, next.body).toBe(200);
    expect(await bonuses()).toBe(2);
    const periods = await t.db
      .selectFrom('promotion_entries')
      .select('period_key')
      .orderBy('id')
      .execute();
    expect(periods.map((p) => p.period_key)).toEqual(['2026-06-01', '2026-06-02']);
    expect(await auditLedger(t.db)).toMatchObject({ driftedAccounts: [], sumOfBalances: 0 });
  });
});

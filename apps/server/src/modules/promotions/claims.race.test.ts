import { API, claimAnswer } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLedger, cleanAudit } from '../../../test/ledger-audit.js';
import { memberWithSession } from '../../../test/members.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { addPromotion, promotionUrl } from './promotions.test-support.js';

/** One member's claim sent many times at once: paid once, every copy answered alike. */

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const bonuses = () =>
  t.db.selectFrom('ledger_transactions').select('id').where('type', '=', 'bonus').execute();

describe('a claim tapped many times at once', () => {
  it('pays once and answers every copy with the first result', async () => {
    const id = await addPromotion(t, Date.now());
    const m = await memberWithSession(t.db);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: promotionUrl(API.promotions.claim, id),
          headers: m.headers,
          remoteAddress: `198.18.1.${i + 1}`,
        }),
      ),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const values = answers.map((res) => claimAnswer.parse(res.json().value));
    for (const value of values) expect(value).toEqual(values[0]);
    expect(values[0]?.reward).toMatchObject({ status: 'claimed', amount: '5.00' });
    expect(await bonuses()).toHaveLength(1);
    const audit = await auditLedger(t.db);
    expect(audit).toEqual(cleanAudit(audit.transactions, audit.entries));
  });
});

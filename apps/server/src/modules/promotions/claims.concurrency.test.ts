import { API, claimAnswer } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLedger } from '../../../test/ledger-audit.js';
import { memberWithSession } from '../../../test/members.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { addPromotion, claim, promotionUrl } from './promotions.test-support.js';

/**
 * Many members claim a promotion whose budget pays only a few, all at once: exactly that many
 * are paid, the rest are refused, the budget is spent to the unit, and the ledger is sound.
 * Runs on SQLite and, with DATABASE_URL, on PostgreSQL.
 */

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const MEMBERS = 16;
const PAYABLE = 5;
const REWARD = 700;

describe('concurrent claims against a small budget', () => {
  it('pays exactly what the budget holds, once per member, and never past it', async () => {
    const id = await addPromotion(t, Date.now(), {
      budget_minor: PAYABLE * REWARD + REWARD - 1, // a sixth reward would pass it by one unit
      reward_minor: REWARD,
    });
    const members = await Promise.all(
      Array.from({ length: MEMBERS }, () => memberWithSession(t.db)),
    );
    // Every member taps twice at once: a double tap must not pay twice either.
    // Each from its own address, as members on their own phones (the per-address limit aside).
    const tap = (m: (typeof members)[number], i: number) =>
      t.app.inject({
        method: 'POST',
        url: promotionUrl(API.promotions.claim, id),
        headers: m.headers,
        remoteAddress: `198.18.0.${i + 1}`,
      });
    const answers = await Promise.all(members.flatMap((m, i) => [tap(m, i), tap(m, i)]));
    const paidMembers = new Set<number>();
    let refused = 0;
    for (const [i, res] of answers.entries()) {
      if (res.statusCode === 200) {
        claimAnswer.parse(res.json().value);
        paidMembers.add(Math.floor(i / 2));
      } else {
        expect([res.statusCode, res.json().errorCode]).toEqual([409, 'promotion.budget.exhausted']);
        refused++;
      }
    }
    expect(paidMembers.size).toBe(PAYABLE);
    expect(refused).toBeGreaterThanOrEqual(2 * (MEMBERS - PAYABLE));

    const promotion = await t.db
      .selectFrom('promotions')
      .select(['paid_minor'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(promotion.paid_minor)).toBe(PAYABLE * REWARD);
    const bonuses = await t.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('type', '=', 'bonus')
      .execute();
    expect(bonuses).toHaveLength(PAYABLE);
    const claimed = await t.db
      .selectFrom('promotion_entries')
      .select('id')
      .where('promotion_id', '=', id)
      .where('status', '=', 'claimed')
      .execute();
    expect(claimed).toHaveLength(PAYABLE);
    expect(await auditLedger(t.db)).toMatchObject({
      driftedAccounts: [],
      negativeMemberAccounts: [],
      unbalancedTransactions: [],
      sumOfBalances: 0,
    });
    // Nothing more once spent: a later claim of a paid member answers its payout, not a new one.
    const first = [...paidMembers][0] ?? 0;
    const later = await claim(t.app, id, members[first]?.headers ?? {});
    expect(later.statusCode).toBe(200);
    expect(
      await t.db
        .selectFrom('ledger_transactions')
        .select('id')
        .where('type', '=', 'bonus')
        .execute(),
    ).toHaveLength(PAYABLE);
  });
});

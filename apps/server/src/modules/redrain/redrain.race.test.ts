import { redRainClaimAnswer } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLedger } from '../../../test/ledger-audit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { joinTeam } from '../team/team.test-support.js';
import { addRound, envelopeTransactions, postClaim } from './redrain.test-support.js';

/**
 * Many members tap a round with a small budget and few envelopes, all at once, each twice: the
 * envelopes go to exactly that many members, the budget is paid to the unit and never past it,
 * and the ledger is sound. Runs on SQLite and, with DATABASE_URL, on PostgreSQL.
 */

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const MEMBERS = 16;
const ENVELOPES = 5;
const BUDGET_MINOR = 37;

describe('concurrent red envelope claims against a small budget', () => {
  it('pays exactly the envelopes and the budget, once per member, never past it', async () => {
    const round = await addRound(t, { budget: '0.37', envelopes: ENVELOPES });
    const members = await Promise.all(Array.from({ length: MEMBERS }, () => joinTeam(t, null)));
    const tap = (m: (typeof members)[number], i: number) =>
      postClaim(t.app, m.headers, { roundId: round.id }, `198.18.3.${i + 1}`);
    const answers = await Promise.all(members.flatMap((m, i) => [tap(m, i), tap(m, i)]));

    let paid = 0;
    const paidMembers = new Set<number>();
    for (const [i, res] of answers.entries()) {
      if (res.statusCode === 200) {
        const { claim } = redRainClaimAnswer.parse(res.json().value);
        paid += Math.round(Number(claim.amount) * 100);
        expect(paidMembers.has(Math.floor(i / 2))).toBe(false);
        paidMembers.add(Math.floor(i / 2));
      } else {
        expect(['redRain.round.empty', 'redRain.claimed']).toContain(res.json().errorCode);
      }
    }
    expect(paidMembers.size).toBe(ENVELOPES);
    expect(paid).toBe(BUDGET_MINOR);
    expect(await envelopeTransactions(t)).toHaveLength(ENVELOPES);
    const left = await t.db
      .selectFrom('red_rain_rounds')
      .select(['remaining_minor', 'envelopes_left'])
      .where('id', '=', round.id)
      .executeTakeFirstOrThrow();
    expect([Number(left.remaining_minor), Number(left.envelopes_left)]).toEqual([0, 0]);
    const claims = await t.db
      .selectFrom('red_rain_claims')
      .select('amount_minor')
      .where('round_id', '=', round.id)
      .execute();
    expect(claims.reduce((sum, c) => sum + Number(c.amount_minor), 0)).toBe(BUDGET_MINOR);
    expect(await auditLedger(t.db)).toMatchObject({
      driftedAccounts: [],
      negativeMemberAccounts: [],
      unbalancedTransactions: [],
      sumOfBalances: 0,
    });
  });
});

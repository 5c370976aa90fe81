import { API } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLedger, cleanAudit } from '../../../test/ledger-audit.js';
import { atOnce, sameAnswers, transactionsOfType } from '../../../test/race.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { Member } from '../play/play.test-support.js';
import { cashOf, PAYMENT_PASSWORD, teamWithOutsiders } from './downlines.test-support.js';

/** Transfers to downlines sent at once: against the agent's cash and against each other. */

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const many = (m: Member, items: { memberId: number; amount: string }[], requestId: string) =>
  t.app.inject({
    method: 'POST',
    url: API.agent.transferMultipleDownline,
    headers: m.headers,
    payload: { items, paymentPassword: PAYMENT_PASSWORD, requestId },
  });

const auditIsClean = async () => {
  const audit = await auditLedger(t.db);
  expect(audit).toEqual(cleanAudit(audit.transactions, audit.entries));
};

describe('transfers to downlines at once', () => {
  it('moves one request id once and answers every copy with the first result', async () => {
    const team = await teamWithOutsiders(t);
    const items = [
      { memberId: team.direct.id, amount: '10.00' },
      { memberId: team.deep.id, amount: '20.00' },
    ];
    const first = sameAnswers(await atOnce(10, () => many(team.agent, items, 'race-same-0001')));
    expect(first.transactionIds).toHaveLength(2);
    expect(await transactionsOfType(t, 'transfer')).toHaveLength(2);
    expect(await cashOf(t, team.agent)).toBe(97_000);
    await auditIsClean();
  });

  it('never spends more than the cash: of 12 multiple transfers of 300.00 each, 3 go through whole', async () => {
    const team = await teamWithOutsiders(t);
    const answers = await atOnce(12, (i) =>
      many(
        team.agent,
        // Half of them in the other order: the locks must not deadlock.
        i % 2 === 0
          ? [
              { memberId: team.direct.id, amount: '100.00' },
              { memberId: team.deep.id, amount: '200.00' },
            ]
          : [
              { memberId: team.deep.id, amount: '200.00' },
              { memberId: team.direct.id, amount: '100.00' },
            ],
        `race-cash-${1000 + i}`,
      ),
    );
    const codes = answers.map((r) => (r.statusCode === 200 ? 'ok' : r.json().errorCode));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(3);
    expect(codes.filter((c) => c === 'wallet.insufficient')).toHaveLength(9);
    expect(await transactionsOfType(t, 'transfer')).toHaveLength(6);
    expect(await cashOf(t, team.agent)).toBe(10_000);
    expect(await cashOf(t, team.direct)).toBe(130_000);
    expect(await cashOf(t, team.deep)).toBe(160_000);
    await auditIsClean();
  });

  it('keeps two agents paying a shared downline apart and exact', async () => {
    const team = await teamWithOutsiders(t);
    // The sub-agent pays its own member while its upline pays both at once.
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, (_, i) =>
        many(
          team.agent,
          [
            { memberId: team.deep.id, amount: '10.00' },
            { memberId: team.sub.id, amount: '5.00' },
          ],
          `race-up-${1000 + i}`,
        ),
      ),
      ...Array.from({ length: 5 }, (_, i) =>
        many(team.sub, [{ memberId: team.deep.id, amount: '7.00' }], `race-sub-${1000 + i}`),
      ),
    ]);
    for (const r of answers) expect(r.statusCode, r.body).toBe(200);
    expect(await cashOf(t, team.deep)).toBe(100_000 + 5 * 1_000 + 5 * 700);
    expect(await cashOf(t, team.sub)).toBe(100_000 + 5 * 500 - 5 * 700);
    expect(await cashOf(t, team.agent)).toBe(100_000 - 5 * 1_500);
    await auditIsClean();
  });
});

import { API } from '@lotto/contract';
import { describe, expect, it } from 'vitest';
import { siteCtxOf } from '../../../test/context.js';
import { failureOf } from '../../../test/http.js';
import { auditLedger, cleanAudit } from '../../../test/ledger-audit.js';
import { changeSite, type TestApp } from '../../../test/test-app.js';
import { twoAppsPerTest } from '../../../test/two-apps.js';
import { type Member, memberWithSession } from '../play/play.test-support.js';
import { createSession } from '../session/index.js';
import { runnerOf } from '../signup/trial-cleanup.test-support.js';
import { rebatesJob } from './index.js';
import {
  accruedOf,
  claimOk,
  postClaim,
  rebateTransactions,
  reportOf,
  spinAt,
} from './rebates.test-support.js';

/** Two apps with their own connections on one database, as two server processes share one. */
const { clock, both } = twoAppsPerTest();
const DAY = 24 * 60 * 60_000;
const runBoth = async () => {
  const [a, b] = both();
  await Promise.all([
    runnerOf(a, clock, 'a', undefined, [rebatesJob]).runDue(),
    runnerOf(b, clock, 'b', undefined, [rebatesJob]).runDue(),
  ]);
};
const signedInAgain = async (t: TestApp, m: Member): Promise<Member> => {
  const ctx = await siteCtxOf(t.db, 'demo', clock.now);
  const { token } = await createSession(ctx, {
    memberId: m.id,
    deviceId: 'device-again',
    ip: '127.0.0.1',
  });
  return { ...m, headers: { ...m.headers, authorization: token } };
};
const expectCleanLedger = async (t: TestApp) => {
  const audit = await auditLedger(t.db);
  expect(audit).toEqual(cleanAudit(audit.transactions, audit.entries));
};

describe('manual rebate', () => {
  it('accrues on valid stake by category, pays a claim once and lists it in the report', async () => {
    const [a] = both();
    const m = await memberWithSession(a.db);
    expect((await accruedOf(a.app, m)).total).toBe('0.00');
    await spinAt(a, m, 5); // 50.00 of slots at 0.40 %: 0.20
    const accrued = await accruedOf(a.app, m);
    expect(accrued).toMatchObject({ total: '0.20', validStake: '50.00', lastPaidAt: null });
    expect(accrued.lines).toEqual([
      { category: 'RNG', validStake: '50.00', ratePercent: 0.4, amount: '0.20' },
    ]);
    const claimed = await claimOk(a.app, m);
    expect(claimed.payout).toMatchObject({ kind: 'manual', amount: '0.20', validStake: '50.00' });
    expect((await accruedOf(a.app, m)).total).toBe('0.00');
    const again = await postClaim(a.app, m);
    expect([again.statusCode, again.json().errorCode]).toEqual([409, 'rebate.nothing.to.claim']);
    const report = await reportOf(a.app, m);
    expect(report).toMatchObject({ totalCount: 1, totalPages: 1, pageNum: 1, totalAmount: '0.20' });
    expect(report.list[0]?.id).toBe(claimed.payout.id);
    await expectCleanLedger(a);
  });

  it('pays once when the member taps claim five times at once on two processes', async () => {
    const [a, b] = both();
    const m = await memberWithSession(a.db);
    await spinAt(a, m, 10);
    const results = await Promise.all(
      [a, b, a, b, a].map((t) => postClaim(t.app, m).then((r) => r.statusCode)),
    );
    expect(results.filter((s) => s === 200)).toHaveLength(1);
    expect(results.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    expect(await rebateTransactions(a)).toHaveLength(1);
    await expectCleanLedger(a);
  });

  it('needs a session, refuses free-trial accounts, bad input, and switches off', async () => {
    const [a] = both();
    const m = await memberWithSession(a.db);
    const trial = await memberWithSession(a.db, 'demo', undefined, 4);
    for (const url of [API.rebates.accrued, API.rebates.report]) {
      expect(await failureOf(a.app, { url })).toMatchObject({ status: 401 });
      expect(await failureOf(a.app, { url, headers: trial.headers })).toEqual({
        status: 403,
        code: 'trial.not.allowed',
      });
    }
    expect(await failureOf(a.app, { method: 'POST', url: API.rebates.claim })).toMatchObject({
      status: 401,
    });
    for (const q of ['pageNo=0', 'pageSize=1000', 'kind=other']) {
      expect(
        await failureOf(a.app, { url: `${API.rebates.report}?${q}`, headers: m.headers }),
      ).toEqual({ status: 400, code: 'request_param_err' });
    }
    await changeSite(a.app, { whitelabel: { MANPLAYREB3: false, PLYRBT: false } });
    for (const [method, url] of [
      ['GET', API.rebates.accrued],
      ['POST', API.rebates.claim],
      ['GET', API.rebates.report],
    ] as const) {
      expect(await failureOf(a.app, { method, url, headers: m.headers })).toEqual({
        status: 403,
        code: 'function.not.available',
      });
    }
  });

  it('shows a member only their own accrual and payouts', async () => {
    const [a] = both();
    const m = await memberWithSession(a.db);
    const other = await memberWithSession(a.db);
    await spinAt(a, m, 5);
    await claimOk(a.app, m);
    expect((await accruedOf(a.app, other)).total).toBe('0.00');
    expect((await reportOf(a.app, other)).list).toEqual([]);
    const res = await postClaim(a.app, other);
    expect(res.json().errorCode).toBe('rebate.nothing.to.claim');
  });
});

describe('automatic rebate', () => {
  it('pays a past day once on two runners, and never a stake a manual claim paid', async () => {
    const [a] = both();
    const m = await memberWithSession(a.db);
    await spinAt(a, m, 5);
    await claimOk(a.app, m); // today's 50.00 claimed by hand
    await spinAt(a, m, 10); // 100.00 more today: 0.40 owed
    await runBoth(); // today is not over: nothing automatic yet
    expect(await rebateTransactions(a)).toHaveLength(1);
    clock.advance(DAY);
    await runBoth();
    clock.advance(60 * 60_000);
    await runBoth();
    const later = await signedInAgain(a, m); // the first session idled out meanwhile
    const paid = await rebateTransactions(a);
    expect(paid.map((p) => p.reference).sort()).toEqual(['rebate:auto', 'rebate:manual']);
    const report = await reportOf(a.app, later);
    expect(report.list.map((p) => [p.kind, p.amount, p.validStake])).toEqual([
      ['auto', '0.40', '100.00'],
      ['manual', '0.20', '50.00'],
    ]);
    expect((await reportOf(a.app, later, { kind: 'auto' })).totalAmount).toBe('0.40');
    // Nothing is left for a manual claim: the job drew on the same accrual.
    expect((await postClaim(a.app, later)).statusCode).toBe(409);
    await expectCleanLedger(a);
  });
});

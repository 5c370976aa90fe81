import { beforeEach, describe, expect, it } from 'vitest';
import { siteCtxOf } from '../../../test/context.js';
import { auditLedger, cleanAudit } from '../../../test/ledger-audit.js';
import type { TestApp } from '../../../test/test-app.js';
import { twoAppsPerTest } from '../../../test/two-apps.js';
import { memberWithSession } from '../play/play.test-support.js';
import { runnerOf } from '../signup/trial-cleanup.test-support.js';
import { upgradeMember, vipUpgradesJob } from './index.js';
import { claimOk, rewardsOf, setTestLevels, spin } from './vip.test-support.js';

/** Two apps with their own connections on one database, as two server processes share one. */
const { clock, both } = twoAppsPerTest();
beforeEach(async () => {
  const [a] = both();
  await setTestLevels(a);
});

const upgradesOf = (t: TestApp, memberId: number) =>
  t.db.selectFrom('vip_upgrades').selectAll().where('member_id', '=', memberId).execute();
const messagesOf = (t: TestApp, memberId: number) =>
  t.db
    .selectFrom('inbox_messages')
    .select('ref')
    .where('member_id', '=', memberId)
    .where('ref', 'like', 'vip-%')
    .execute();
const bonusesOf = (t: TestApp) =>
  t.db
    .selectFrom('ledger_transactions')
    .select('idempotency_key')
    .where('type', '=', 'bonus')
    .where('reference', 'like', 'vip:%')
    .execute();

describe('the VIP upgrade job on two processes', () => {
  it('issues and pays each upgrade bonus exactly once however the runners race', async () => {
    const [a, b] = both();
    const m = await memberWithSession(a.db);
    await spin(a, m, 6);
    for (let i = 0; i < 3; i++) {
      clock.advance(5 * 60_000);
      await Promise.all([
        runnerOf(a, clock, 'a', undefined, [vipUpgradesJob]).runDue(),
        runnerOf(b, clock, 'b', undefined, [vipUpgradesJob]).runDue(),
      ]);
    }
    expect((await upgradesOf(a, m.id)).map((u) => u.level).sort()).toEqual([1, 2]);
    expect(await messagesOf(a, m.id)).toHaveLength(2);
    const rewards = (await rewardsOf(a.app, m)).claimable;
    expect(rewards).toHaveLength(2);
    // Each reward claimed on both processes at once: one payout each.
    await Promise.all(rewards.flatMap((r) => [claimOk(a.app, m, r.id), claimOk(b.app, m, r.id)]));
    expect((await bonusesOf(a)).map((t) => t.idempotency_key).sort()).toEqual([
      `vip-upgrade:${m.id}:1`,
      `vip-upgrade:${m.id}:2`,
    ]);
    const audit = await auditLedger(a.db);
    expect(audit).toEqual(cleanAudit(audit.transactions, audit.entries));
  });

  it('records a level once when two upgrades run at once without the lease', async () => {
    const [a, b] = both();
    const m = await memberWithSession(a.db);
    await spin(a, m, 3);
    const [ctxA, ctxB] = await Promise.all([
      siteCtxOf(a.db, 'demo', clock.now),
      siteCtxOf(b.db, 'demo', clock.now),
    ]);
    const results = await Promise.allSettled([
      a.db.transaction().execute((trx) => upgradeMember({ ...ctxA, db: trx }, m.id)),
      b.db.transaction().execute((trx) => upgradeMember({ ...ctxB, db: trx }, m.id)),
    ]);
    // A loser may fail on the unique key (PostgreSQL) or find nothing to do; one row either way.
    const recorded = results.flatMap((r) => (r.status === 'fulfilled' ? r.value : []));
    expect(recorded).toEqual([1]);
    expect(await upgradesOf(a, m.id)).toHaveLength(1);
    expect(await messagesOf(a, m.id)).toHaveLength(1);
  });
});

import { API, pathWith } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/accounts.js';
import { failureOf } from '../../../test/http.js';
import { auditLedger, cleanAudit } from '../../../test/ledger-audit.js';
import { changeSite, createTestApp, type TestApp } from '../../../test/test-app.js';
import { inboxOf } from '../inbox/inbox.test-support.js';
import { memberWithSession } from '../play/play.test-support.js';
import { runnerOf } from '../signup/trial-cleanup.test-support.js';
import { vipUpgradesJob } from './index.js';
import {
  benefitsOf,
  claimOk,
  deposit,
  postClaim,
  rewardsOf,
  setTestLevels,
  spin,
} from './vip.test-support.js';

let t: TestApp;
let clock: ReturnType<typeof testClock>;
beforeEach(async () => {
  clock = testClock(Date.now());
  t = await createTestApp({ config: { now: clock.now } });
  await setTestLevels(t);
});
afterEach(() => t.close());

const FIVE_MINUTES = 5 * 60_000;
/** Runs the VIP job's next slot. */
const runJob = async () => {
  clock.advance(FIVE_MINUTES);
  await runnerOf(t, clock, 'a', undefined, [vipUpgradesJob]).runDue();
};
const expectSoundLedger = async () => {
  const audit = await auditLedger(t.db);
  expect(audit).toEqual(cleanAudit(audit.transactions, audit.entries));
};
const bonusTransactions = (reference: string) =>
  t.db
    .selectFrom('ledger_transactions')
    .selectAll()
    .where('type', '=', 'bonus')
    .where('reference', '=', reference)
    .execute();

describe('VIP levels', () => {
  it('shows the levels and progress of a member without a level', async () => {
    const m = await memberWithSession(t.db);
    const answer = await benefitsOf(t.app, m);
    expect(answer.level).toBe(0);
    expect(answer.validStake).toBe('0.00');
    expect(answer.next).toEqual({ level: 1, validStakeLeft: '2.00', depositLeft: '0.00' });
    expect(answer.levels.map((l) => l.name)).toEqual(['VIP1', 'VIP2', 'VIP3', 'VIP4', 'VIP5']);
    expect(answer.levels[0]).toMatchObject({
      validStake: '2.00',
      deposit: '0.00',
      rebatePercent: 0.1,
      withdrawCount: 3,
      withdrawLimit: '10000.00',
      upgradeBonus: '10.00',
    });
  });

  it('raises the level by the job when both thresholds are met, each bonus issued once', async () => {
    const m = await memberWithSession(t.db);
    await spin(t, m, 6);
    // Nothing before the job runs.
    expect((await benefitsOf(t.app, m)).level).toBe(0);
    await runJob();
    let answer = await benefitsOf(t.app, m);
    expect(answer.level).toBe(2);
    expect(answer.validStake).toBe('6.00');
    expect(answer.next).toEqual({ level: 3, validStakeLeft: '4.00', depositLeft: '100.00' });
    let rewards = await rewardsOf(t.app, m);
    expect(rewards.claimable.map((r) => [r.title, r.amount, r.source, r.status])).toEqual([
      ['VIP2 upgrade bonus', '20.00', 'vip', 'issued'],
      ['VIP1 upgrade bonus', '10.00', 'vip', 'issued'],
    ]);
    // Stake alone does not reach VIP3: its deposit threshold is not met.
    await spin(t, m, 10);
    await runJob();
    answer = await benefitsOf(t.app, m);
    expect(answer.level).toBe(2);
    expect(answer.next).toEqual({ level: 3, validStakeLeft: '0.00', depositLeft: '100.00' });
    // A deposit (the ledger's summaries of its type) completes it.
    await deposit(t, m, 100_00, clock.now);
    await runJob();
    answer = await benefitsOf(t.app, m);
    expect(answer.level).toBe(3);
    expect(answer.deposit).toBe('100.00');
    await runJob();
    rewards = await rewardsOf(t.app, m);
    expect(rewards.claimable.map((r) => r.title)).toEqual([
      'VIP3 upgrade bonus',
      'VIP2 upgrade bonus',
      'VIP1 upgrade bonus',
    ]);
    const member = await t.db
      .selectFrom('members')
      .select('vip_level')
      .where('id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(Number(member.vip_level)).toBe(3);
    // The inbox told the member of each bonus, once.
    const inbox = await inboxOf(t.app, m.headers, { pageSize: 50 });
    expect(inbox.list.filter((i) => i.title.includes('upgrade bonus'))).toHaveLength(3);
  });

  it('pays an upgrade bonus through the ledger on claim only, once', async () => {
    const m = await memberWithSession(t.db);
    await spin(t, m, 3);
    await runJob();
    const [reward] = (await rewardsOf(t.app, m)).claimable;
    if (!reward) throw new Error('no reward');
    expect(await bonusTransactions('vip:1')).toHaveLength(0);
    const [first, second] = await Promise.all([
      claimOk(t.app, m, reward.id),
      claimOk(t.app, m, reward.id),
    ]);
    expect(first.reward.status).toBe('claimed');
    expect(second.reward.status).toBe('claimed');
    expect(await bonusTransactions('vip:1')).toHaveLength(1);
    const rewards = await rewardsOf(t.app, m);
    expect(rewards.claimable).toHaveLength(0);
    expect(rewards.history.map((r) => [r.title, r.turnoverRequired])).toEqual([
      ['VIP1 upgrade bonus', '20.00'],
    ]);
    const unclaimed = await t.app.inject({ url: API.promotions.unclaimed, headers: m.headers });
    expect(unclaimed.json().value.count).toBe(0);
    await expectSoundLedger();
  });

  it('refuses no session, a free trial, another member’s bonus and a bad id', async () => {
    const m = await memberWithSession(t.db);
    const other = await memberWithSession(t.db);
    await spin(t, m, 3);
    await runJob();
    const [reward] = (await rewardsOf(t.app, m)).claimable;
    if (!reward) throw new Error('no reward');
    const claimUrl = pathWith(API.vip.claimUpgradeBonus, { id: reward.id });
    expect(await failureOf(t.app, { url: API.vip.clubBenefit })).toEqual({
      status: 401,
      code: 'user.or.token.invalid',
    });
    expect(await failureOf(t.app, { method: 'POST', url: claimUrl })).toEqual({
      status: 401,
      code: 'user.or.token.invalid',
    });
    const trial = await memberWithSession(t.db, 'demo', undefined, 4);
    expect(await failureOf(t.app, { url: API.vip.clubBenefit, headers: trial.headers })).toEqual({
      status: 403,
      code: 'trial.not.allowed',
    });
    const stolen = await postClaim(t.app, other, reward.id);
    expect([stolen.statusCode, stolen.json().errorCode]).toEqual([404, 'vip.reward.not.exist']);
    for (const bad of ['abc', '0', '-1', '1.5']) {
      const res = await postClaim(t.app, m, bad);
      expect([res.statusCode, res.json().errorCode]).toEqual([400, 'request_param_err']);
    }
    expect(await bonusTransactions('vip:1')).toHaveLength(0);
    expect((await rewardsOf(t.app, m)).claimable).toHaveLength(1);
  });

  it('answers function.not.available with the VIP benefits switch off', async () => {
    const m = await memberWithSession(t.db);
    await changeSite(t.app, { whitelabel: { VIPBENEFIT: false } });
    expect(await failureOf(t.app, { url: API.vip.clubBenefit, headers: m.headers })).toEqual({
      status: 403,
      code: 'function.not.available',
    });
  });

  it('gives a free-trial account no level', async () => {
    const trial = await memberWithSession(t.db, 'demo', undefined, 4);
    await spin(t, trial, 3);
    await runJob();
    const row = await t.db
      .selectFrom('members')
      .select('vip_level')
      .where('id', '=', trial.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.vip_level)).toBe(0);
    expect(await t.db.selectFrom('vip_upgrades').selectAll().execute()).toHaveLength(0);
  });
});

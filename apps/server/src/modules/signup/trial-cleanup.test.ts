import { afterEach, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/accounts.js';
import { siteCtxOf } from '../../../test/context.js';
import { auditLedger } from '../../../test/ledger-audit.js';
import {
  forbidLedgerUpdates,
  insertSharedPlayCredit,
  ledgerRows,
  withoutBookOf,
} from '../../../test/ledger-rows.js';
import { createTestApps, type TestApp } from '../../../test/test-app.js';
import type { JobContext } from '../../jobs/index.js';
import { JOBS } from '../../scheduled-jobs.js';
import { creditWin } from '../wallet/index.js';
import { TRIAL_LIFETIME_MS, trialCleanupJob } from './index.js';
import {
  type Clock,
  HOUR,
  logged,
  type Player,
  play,
  player,
  rowsOf,
  runnerOf,
} from './trial-cleanup.test-support.js';

let apps: TestApp[] = [];
afterEach(async () => {
  for (const t of apps) await t.close();
  apps = [];
});

const start = async (count: number, clock: Clock) => {
  apps = await createTestApps(count, { config: { now: clock.now } });
  return apps as [TestApp, ...TestApp[]];
};

const soundLedger = { driftedAccounts: [], negativeMemberAccounts: [], unbalancedTransactions: [] };
const NOTHING = {
  members: 0,
  sessions: 0,
  ledger_accounts: 0,
  entries: 0,
  bet_records: 0,
  launch_tickets: 0,
  fair_seeds: 0,
  favourites: 0,
  game_launches: 0,
  announcement_reads: 0,
};

/**
 * An old trial player whose play lies between the young ones' (sixteen, as many as the house's
 * cash shards: play money once shared those), a cash member, and the young trial players.
 */
const populate = async (t: TestApp, clock: Clock) => {
  const old = await player(t, clock);
  clock.advance(12 * HOUR);
  const cash = await player(t, clock, 0);
  const young: Player[] = [];
  for (let i = 0; i < 16; i++) young.push(await player(t, clock));
  await play(t, clock, old);
  for (const p of young) await play(t, clock, p);
  await play(t, clock, cash);
  await play(t, clock, old, 2);
  await play(t, clock, young[0] as Player);
  return { old, cash, young };
};

describe('the trial clean-up job', () => {
  it('is the first job of the server', () => {
    expect(JOBS[0]).toBe(trialCleanupJob);
  });

  it('removes a trial member after 24 hours with all its rows, and changes no other row', async () => {
    const clock = testClock();
    const [t] = await start(1, clock);
    const { old, cash, young } = await populate(t, clock);
    const kept = await Promise.all([cash, ...young].map((p) => rowsOf(t.db, p.id)));
    const balances = () => t.db.selectFrom('ledger_accounts').select(['id', 'balance']).execute();
    const log = logged();
    const runner = runnerOf(t, clock, 'p0', log);

    clock.advance(TRIAL_LIFETIME_MS - 12 * HOUR - 20 * 60_000); // 23h40 after the old one
    await runner.runDue();
    expect((await rowsOf(t.db, old.id)).members).toBe(1);

    clock.advance(40 * 60_000);
    const expected = withoutBookOf(await ledgerRows(t.db), old.id);
    expect(expected.book.size).toBe(2); // its play account and the house side of its book
    const lift = await forbidLedgerUpdates(t.db, t.dialect);
    await runner.runDue();
    await lift();
    expect(log).toEqual(logged());
    expect(await rowsOf(t.db, old.id)).toEqual(NOTHING);
    expect(await ledgerRows(t.db)).toEqual(expected.rows);
    expect(await Promise.all([cash, ...young].map((p) => rowsOf(t.db, p.id)))).toEqual(kept);
    expect(await auditLedger(t.db)).toMatchObject({ ...soundLedger, sumOfBalances: 0 });

    // The young keep playing on the accounts the old one's play was taken out of.
    await play(t, clock, young[0] as Player);
    expect(await auditLedger(t.db)).toMatchObject(soundLedger);
    const after = await balances();
    clock.advance(HOUR);
    await runner.runDue(); // idempotent: nothing more is due to go
    expect(await balances()).toEqual(after);
    expect(log).toEqual(logged());
  });

  it('runs once across two processes on one database, and catches up after downtime', async () => {
    const clock = testClock();
    const [a, b] = await start(2, clock);
    if (!b) throw new Error('two apps');
    const first = await player(a, clock);
    await play(a, clock, first);
    const second = await player(b, clock);
    await play(b, clock, second);
    const log = logged();
    const ran: number[] = [];
    const counted = {
      ...trialCleanupJob,
      run: (ctx: JobContext, slot: number) => {
        ran.push(slot);
        return trialCleanupJob.run(ctx, slot);
      },
    };
    const runners = [a, b].map((t, i) => runnerOf(t, clock, `p${i}`, log, [counted]));
    await Promise.all(runners.map((r) => r.runDue()));
    const firstSlot = trialCleanupJob.schedule.atOrBefore(clock.now());
    clock.advance(3 * TRIAL_LIFETIME_MS); // no process ran for three days
    await Promise.all(runners.flatMap((r) => [r.runDue(), r.tick()]));
    expect(log.errors).toEqual([]);
    // Once each: the slot at start, then only the latest of the missed ones.
    expect(ran).toEqual([firstSlot, trialCleanupJob.schedule.atOrBefore(clock.now())]);
    expect(await rowsOf(a.db, first.id)).toEqual(NOTHING);
    expect(await rowsOf(b.db, second.id)).toEqual(NOTHING);
    expect(await auditLedger(a.db)).toMatchObject({ ...soundLedger, sumOfBalances: 0 });
    const lease = await a.db
      .selectFrom('job_leases')
      .select('last_slot')
      .where('name', '=', trialCleanupJob.name)
      .executeTakeFirstOrThrow();
    expect(lease.last_slot).toBe(trialCleanupJob.schedule.atOrBefore(clock.now()));
  });

  it('keeps and logs a trial member with cash, and removes the others', async () => {
    const clock = testClock();
    const [t] = await start(1, clock);
    const odd = await player(t, clock);
    await play(t, clock, odd);
    const ctx = await siteCtxOf(t.db, 'demo', clock.now);
    await creditWin(ctx, {
      merchantId: ctx.site.id,
      memberId: odd.id,
      roundId: 'odd',
      winMinor: 500,
    });
    const other = await player(t, clock);
    await play(t, clock, other);
    const before = await rowsOf(t.db, odd.id);
    const log = logged();
    clock.advance(TRIAL_LIFETIME_MS + HOUR);
    await runnerOf(t, clock, 'p0', log).runDue();
    expect(log.errors).toEqual([]);
    expect(log.warnings).toEqual([{ memberId: odd.id, reason: 'holds cash' }]);
    expect(await rowsOf(t.db, odd.id)).toEqual(before);
    expect(await rowsOf(t.db, other.id)).toEqual(NOTHING);
    expect(await auditLedger(t.db)).toMatchObject({ ...soundLedger, sumOfBalances: 0 });
  });

  it('keeps and logs, every run, a member of play money from before closed books', async () => {
    const clock = testClock();
    const [t] = await start(1, clock);
    const shared = await player(t, clock);
    await insertSharedPlayCredit(t.db, shared, 20_000);
    await play(t, clock, shared); // its new rounds are in its book; its shared credit is not
    const others: Player[] = [];
    for (let i = 0; i < 20; i++) others.push(await player(t, clock)); // past the first batch
    await play(t, clock, others[19] as Player);
    const before = await rowsOf(t.db, shared.id);
    const log = logged();
    const runner = runnerOf(t, clock, 'p0', log);
    clock.advance(TRIAL_LIFETIME_MS + HOUR);
    await runner.runDue();
    clock.advance(HOUR);
    await runner.runDue();
    expect(log.errors).toEqual([]);
    const kept = { memberId: shared.id, reason: expect.stringMatching(/outside its play book/) };
    expect(log.warnings).toEqual([kept, kept]);
    expect(await rowsOf(t.db, shared.id)).toEqual(before);
    for (const p of others) expect(await rowsOf(t.db, p.id)).toEqual(NOTHING);
    expect(await auditLedger(t.db)).toMatchObject({ ...soundLedger, sumOfBalances: 0 });
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/accounts.js';
import { siteCtxOf } from '../../../test/context.js';
import { auditLedger } from '../../../test/ledger-audit.js';
import { createTestApps, type TestApp } from '../../../test/test-app.js';
import { JOBS, type JobContext } from '../../jobs/index.js';
import { creditWin } from '../wallet/index.js';
import { TRIAL_LIFETIME_MS, trialCleanupJob } from './index.js';
import {
  type Clock,
  HOUR,
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
};

/**
 * An old trial player whose play lies between the young ones' on the shared play accounts
 * (system and house shards), a cash member, and the young trial players.
 */
const populate = async (t: TestApp, clock: Clock) => {
  const old = await player(t, clock);
  clock.advance(12 * HOUR);
  const cash = await player(t, clock, 0);
  const young: Player[] = [];
  // Sixteen of them: one shares the old player's house shard (HOUSE_SHARDS).
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

  it('removes a trial member after 24 hours with all its rows, whole transactions, ledger sound', async () => {
    const clock = testClock();
    const [t] = await start(1, clock);
    const { old, cash, young } = await populate(t, clock);
    const kept = await Promise.all([cash, ...young].map((p) => rowsOf(t.db, p.id)));
    const balances = () => t.db.selectFrom('ledger_accounts').select(['id', 'balance']).execute();
    const errors: string[] = [];
    const runner = runnerOf(t, clock, 'p0', errors);

    clock.advance(TRIAL_LIFETIME_MS - 12 * HOUR - 20 * 60_000); // 23h40 after the old one
    await runner.runDue();
    expect((await rowsOf(t.db, old.id)).members).toBe(1);

    clock.advance(40 * 60_000);
    await runner.runDue();
    expect(errors).toEqual([]);
    expect(await rowsOf(t.db, old.id)).toEqual(NOTHING);
    expect(await Promise.all([cash, ...young].map((p) => rowsOf(t.db, p.id)))).toEqual(kept);
    expect(await auditLedger(t.db)).toMatchObject({ ...soundLedger, sumOfBalances: 0 });

    // The young keep playing on the accounts the old one's play was taken out of.
    await play(t, clock, young[0] as Player);
    expect(await auditLedger(t.db)).toMatchObject(soundLedger);
    const after = await balances();
    clock.advance(HOUR);
    await runner.runDue(); // idempotent: nothing more is due to go
    expect(await balances()).toEqual(after);
    expect(errors).toEqual([]);
  });

  it('runs once across two processes on one database, and catches up after downtime', async () => {
    const clock = testClock();
    const [a, b] = await start(2, clock);
    if (!b) throw new Error('two apps');
    const first = await player(a, clock);
    await play(a, clock, first);
    const second = await player(b, clock);
    await play(b, clock, second);
    const errors: string[] = [];
    const ran: number[] = [];
    const counted = {
      ...trialCleanupJob,
      run: (ctx: JobContext, slot: number) => {
        ran.push(slot);
        return trialCleanupJob.run(ctx, slot);
      },
    };
    const runners = [a, b].map((t, i) => runnerOf(t, clock, `p${i}`, errors, [counted]));
    await Promise.all(runners.map((r) => r.runDue()));
    const firstSlot = trialCleanupJob.schedule.atOrBefore(clock.now());
    clock.advance(3 * TRIAL_LIFETIME_MS); // no process ran for three days
    await Promise.all(runners.flatMap((r) => [r.runDue(), r.tick()]));
    expect(errors).toEqual([]);
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

  it('removes no cash: a trial member with a cash transaction stays, with all its rows', async () => {
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
    const before = await rowsOf(t.db, odd.id);
    const errors: string[] = [];
    clock.advance(TRIAL_LIFETIME_MS + HOUR);
    await runnerOf(t, clock, 'p0', errors).runDue();
    expect(errors).toHaveLength(1);
    expect(await rowsOf(t.db, odd.id)).toEqual(before);
    expect(await auditLedger(t.db)).toMatchObject({ ...soundLedger, sumOfBalances: 0 });
  });
});

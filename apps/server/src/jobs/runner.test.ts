import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testClock } from '../../test/accounts.js';
import { silentLog } from '../../test/context.js';
import { createTestApps, type TestApp } from '../../test/test-app.js';
import { every, type Job, type JobContext } from './job.js';
import { JobRunner } from './runner.js';

const MINUTE = 60_000;
const LEASE_MS = 30_000;

let apps: TestApp[] = [];
let clock: ReturnType<typeof testClock>;
beforeEach(async () => {
  clock = testClock();
  apps = await createTestApps(2);
});
afterEach(async () => {
  for (const t of apps) await t.close();
});

/** A job that notes each slot it runs, its work done in one step. */
const countingJob = (catchUp: Job['catchUp'], ran: number[], extra: Partial<Job> = {}): Job => ({
  name: 'count',
  schedule: every(MINUTE),
  catchUp,
  leaseMs: LEASE_MS,
  run: (ctx, slot) => ctx.step('note', async () => void ran.push(slot)),
  ...extra,
});

const runners = (jobs: Job[]) =>
  apps.map(
    (t, i) => new JobRunner({ db: t.db, now: clock.now, jobs, log: silentLog, owner: `p${i}` }),
  );

const slotAt = (t: number) => Math.floor(t / MINUTE) * MINUTE;

describe('jobs across two processes on one database', () => {
  it('runs each slot once even when both tick at the same time', async () => {
    const ran: number[] = [];
    // Slow work outside a step: only the lease keeps the two processes apart.
    const plain = countingJob('each', ran, {
      run: async (_ctx, slot) => {
        await sleep(10);
        ran.push(slot);
      },
    });
    const [a, b] = runners([plain]);
    for (let i = 0; i < 5; i++) {
      await Promise.all([a?.runDue(), b?.runDue(), a?.tick(), b?.tick()]);
      clock.advance(MINUTE);
    }
    const first = slotAt(clock.now()) - 5 * MINUTE;
    expect(ran).toEqual([0, 1, 2, 3, 4].map((i) => first + i * MINUTE));
  });

  it('catches up every missed slot in order, or only the latest', async () => {
    const each: number[] = [];
    const latest: number[] = [];
    const jobs = [countingJob('each', each), countingJob('latest', latest, { name: 'latest' })];
    const [a, b] = runners(jobs);
    await a?.runDue();
    const start = slotAt(clock.now());
    clock.advance(4 * MINUTE + 5_000); // no process was up for four slots
    await b?.runDue();
    expect(each).toEqual([0, 1, 2, 3, 4].map((i) => start + i * MINUTE));
    expect(latest).toEqual([start, start + 4 * MINUTE]);
  });

  it('lets another process take over when the holder dies, and fences the old holder', async () => {
    const ran: number[] = [];
    let wake = () => {};
    const asleep = new Promise<void>((resolve) => {
      wake = resolve;
    });
    let entered = () => {};
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const hanging = countingJob('each', ran, {
      run: async (ctx: JobContext, slot: number) => {
        entered();
        await asleep; // the process stops answering while it holds the lease
        await ctx.step('note', async () => void ran.push(slot));
      },
    });
    const [a] = runners([hanging]);
    const [, b] = runners([countingJob('each', ran)]);
    const dying = a?.runDue();
    await inside;
    await b?.runDue();
    expect(ran).toEqual([]); // the lease is still held
    clock.advance(LEASE_MS);
    await b?.runDue();
    expect(ran).toEqual([slotAt(clock.now())]);
    wake();
    await dying;
    expect(ran).toHaveLength(1);
  });

  it('resumes a run that died half-way without doing a finished step again', async () => {
    const done: string[] = [];
    let crash = true;
    const job: Job = {
      name: 'steps',
      schedule: every(MINUTE),
      catchUp: 'each',
      run: async (ctx) => {
        await ctx.step('one', async () => void done.push('one'));
        if (crash) throw new Error('killed mid-run');
        await ctx.step('two', async () => void done.push('two'));
      },
    };
    const [a, b] = runners([job]);
    await a?.runDue();
    expect(done).toEqual(['one']);
    crash = false;
    await b?.runDue();
    expect(done).toEqual(['one', 'two']);
    await Promise.all([a?.runDue(), b?.runDue()]);
    expect(done).toEqual(['one', 'two']);
  });

  it('rolls back a step that fails, so its work is done when the run is tried again', async () => {
    const db = apps[0]?.db;
    if (!db) throw new Error('no app');
    let fail = true;
    const job: Job = {
      name: 'rollback',
      schedule: every(MINUTE),
      catchUp: 'each',
      run: (ctx) =>
        ctx.step('write', async (trx) => {
          await trx.insertInto('seed_steps').values({ name: 'job-wrote' }).execute();
          if (fail) throw new Error('failed after writing');
        }),
    };
    const [a] = runners([job]);
    await a?.runDue();
    const written = () =>
      db.selectFrom('seed_steps').select('name').where('name', '=', 'job-wrote').execute();
    expect(await written()).toHaveLength(0);
    fail = false;
    await a?.runDue();
    expect(await written()).toHaveLength(1);
  });

  it('catches up as soon as it starts, and stops cleanly', async () => {
    const ran: number[] = [];
    const [a] = runners([countingJob('each', ran)]);
    a?.start();
    await vi.waitFor(() => expect(ran).toEqual([slotAt(clock.now())]));
    await a?.stop();
  });

  it('asks the database only when a job may be due', async () => {
    const ran: number[] = [];
    const [a] = runners([countingJob('each', ran)]);
    await a?.tick();
    clock.advance(MINUTE / 2);
    await a?.tick();
    expect(ran).toHaveLength(1);
    clock.advance(MINUTE / 2);
    await a?.tick();
    expect(ran).toHaveLength(2);
  });

  it('keeps the lease of long work that renews it, and stops it once taken over', async () => {
    const seen: string[] = [];
    let runs = 0;
    const long = countingJob('latest', [], {
      run: async (ctx) => {
        runs += 1;
        if (runs > 1) return void seen.push('taken over');
        // Twice the lease in pieces, renewing after each: the other process finds it held.
        for (let i = 0; i < 4; i++) {
          clock.advance(LEASE_MS / 2);
          await ctx.renew();
          await b?.runDue();
        }
        seen.push(`held through ${runs} run`);
        // No renewal for longer than the lease: the other process takes the job over.
        clock.advance(LEASE_MS + 1);
        await b?.runDue();
        await ctx.renew().catch((err: Error) => seen.push(err.message));
      },
    });
    const [a, b] = runners([long]);
    await a?.runDue();
    expect(seen).toEqual(['held through 1 run', 'taken over', 'lease of job count lost']);
  });
});

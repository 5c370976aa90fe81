import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Job, JobContext, JobLog } from './job.js';
import {
  acquireLease,
  extendLease,
  finishSlot,
  LeaseLost,
  recordStep,
  releaseLease,
} from './leases.js';

const DEFAULT_LEASE_MS = 5 * 60_000;
/** A failed run is tried again after this long (its finished steps stay done). */
const RETRY_MS = 60_000;
/** Catch-up runs at most this many slots of one job per turn, so other jobs get their turn. */
const MAX_SLOTS_PER_TURN = 100;
const TICK_MS = 1000;

export interface JobRunnerOptions {
  db: Kysely<Database>;
  now: () => number;
  jobs: readonly Job[];
  log: JobLog;
  /** Names this process in lease rows; unique by default. */
  owner?: string;
  tickMs?: number;
}

/** The slots of `job` due at `now` after `lastSlot` (none finished yet: only the latest). */
export const dueSlots = (job: Job, lastSlot: number | null, now: number): number[] => {
  const latest = job.schedule.atOrBefore(now);
  if (lastSlot === null || job.catchUp === 'latest') {
    return lastSlot === null || latest > lastSlot ? [latest] : [];
  }
  const slots: number[] = [];
  for (let t = job.schedule.after(lastSlot); t <= latest; t = job.schedule.after(t)) {
    slots.push(t);
    if (slots.length === MAX_SLOTS_PER_TURN) break;
  }
  return slots;
};

/**
 * Runs the registered jobs in this process; the lease rows make each slot run once across
 * all processes. `runDue` checks every job in the database; the timer's `tick` skips jobs
 * that cannot be due yet, so an idle process costs no queries between slots.
 */
export class JobRunner {
  readonly owner: string;
  readonly #recheckAt = new Map<string, number>();
  #timer: NodeJS.Timeout | null = null;
  #stopped = false;
  #turn: Promise<void> = Promise.resolve();

  constructor(private readonly options: JobRunnerOptions) {
    this.owner = options.owner ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  }

  /** Runs every due slot of every job (at start this catches up what was missed). */
  runDue(): Promise<void> {
    return this.#serial(() => this.#runJobs(() => true));
  }

  /** Runs the jobs that may be due by the clock. */
  tick(): Promise<void> {
    const now = this.options.now();
    return this.#serial(() =>
      this.#runJobs((job) => now >= (this.#recheckAt.get(job.name) ?? Number.NEGATIVE_INFINITY)),
    );
  }

  /** Catches up at once, then ticks until `stop`. */
  start(): void {
    const loop = () => {
      if (this.#stopped) return;
      this.#timer = setTimeout(() => this.tick().finally(loop), this.options.tickMs ?? TICK_MS);
      this.#timer.unref();
    };
    this.runDue().finally(loop);
  }

  /** Stops the timer and waits for the run in progress. */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    await this.#turn;
  }

  // One turn at a time in a process: a tick never overlaps a run still going.
  #serial(work: () => Promise<void>): Promise<void> {
    this.#turn = this.#turn.then(work, work);
    return this.#turn;
  }

  async #runJobs(wanted: (job: Job) => boolean) {
    for (const job of this.options.jobs) if (wanted(job)) await this.#runJob(job);
  }

  // Never throws: a failing job (or database) is logged and tried again later.
  async #runJob(job: Job) {
    const { db, now, log } = this.options;
    const leaseMs = job.leaseMs ?? DEFAULT_LEASE_MS;
    let held = false;
    try {
      const lease = await acquireLease(db, job.name, this.owner, now(), leaseMs);
      held = lease.held;
      if (!lease.held) {
        // Someone else runs it: look again when its lease would expire or the next slot comes.
        this.#recheckAt.set(job.name, Math.min(lease.expiresAt, job.schedule.after(now())));
        return;
      }
      const slots = dueSlots(job, lease.lastSlot, now());
      for (const slot of slots) await this.#runSlot(job, slot, leaseMs);
      const more = slots.length === MAX_SLOTS_PER_TURN;
      this.#recheckAt.set(job.name, more ? now() : job.schedule.after(now()));
    } catch (err) {
      if (err instanceof LeaseLost)
        log.warn({ job: job.name }, 'job taken over by another process');
      else log.error({ err, job: job.name }, 'job failed; its finished steps stay done');
      this.#recheckAt.set(job.name, now() + RETRY_MS);
    } finally {
      if (held) await releaseLease(db, job.name, this.owner).catch(() => {});
    }
  }

  async #runSlot(job: Job, slot: number, leaseMs: number) {
    const { db, now } = this.options;
    if (!(await extendLease(db, job.name, this.owner, slot, now() + leaseMs))) {
      throw new LeaseLost(job.name);
    }
    await job.run(this.#context(job, slot, leaseMs), slot);
    await finishSlot(db, job.name, this.owner, slot);
    // One line per slot across all processes: operators (and tests) see who ran what.
    this.options.log.info({ job: job.name, slot, owner: this.owner }, 'job slot done');
  }

  #context(job: Job, slot: number, leaseMs: number): JobContext {
    const { db, now, log } = this.options;
    return {
      db,
      now,
      log,
      renew: async () => {
        if (!(await extendLease(db, job.name, this.owner, slot, now() + leaseMs))) {
          throw new LeaseLost(job.name);
        }
      },
      step: (key, work) =>
        db.transaction().execute(async (trx) => {
          // The lease row first: it fences a holder that was presumed dead, and on SQLite
          // takes the write lock before anything is read.
          if (!(await extendLease(trx, job.name, this.owner, slot, now() + leaseMs))) {
            throw new LeaseLost(job.name);
          }
          if (await recordStep(trx, job.name, slot, key)) await work(trx);
        }),
    };
  }
}

import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Ctx } from '../context.js';
import type { Database } from '../db/schema.js';

/** When a job's runs fall due: slot times in epoch ms by the injected clock. */
export interface Schedule {
  /** The latest slot at or before `t`. */
  atOrBefore(t: number): number;
  /** The first slot after `t`. */
  after(t: number): number;
}

/** Slots every `ms` from the epoch (a 5-minute job runs at :00, :05 ...). */
export const every = (ms: number): Schedule => ({
  atOrBefore: (t) => Math.floor(t / ms) * ms,
  after: (t) => Math.floor(t / ms) * ms + ms,
});

/** The app's logger: a job's services log where requests do. */
export type JobLog = FastifyBaseLogger;

export interface JobContext {
  db: Kysely<Database>;
  /** The injected clock; a job never reads Date.now(). */
  now(): number;
  log: JobLog;
  /**
   * Runs `work` at most once for this slot, whoever runs it: in one transaction with the
   * record that it is done. A run that died half-way skips its finished steps when resumed.
   * Throws when this process no longer holds the job's lease.
   */
  step(key: string, work: (trx: Kysely<Database>) => Promise<void>): Promise<void>;
  /**
   * Extends the lease for long work that commits piece by piece outside steps (each piece safe
   * to run twice), so a short lease holds while the work goes on and lapses soon after a dead
   * holder's last piece. Throws when this process no longer holds the job's lease.
   */
  renew(): Promise<void>;
}

/** The context services take, over a step's transaction. */
export const serviceCtx = (job: JobContext, trx: Kysely<Database>): Ctx => ({
  db: trx,
  now: job.now,
  log: job.log,
});

/**
 * Scheduled work (draws, clean-up, rebates ...). It lives beside its module
 * (`modules/<m>/<name>.job.ts`) and is listed in `jobs/index.ts`.
 */
export interface Job {
  /** Unique: the lease row's key. */
  name: string;
  schedule: Schedule;
  /** Slots missed while no process ran: 'each' runs every one in order, 'latest' only the last. */
  catchUp: 'each' | 'latest';
  /** How long a run may go without a step before another process takes it over (default 5 min). */
  leaseMs?: number;
  /** Does the slot's work; its writes belong in `ctx.step` so none is done twice. */
  run(ctx: JobContext, slot: number): Promise<void>;
}

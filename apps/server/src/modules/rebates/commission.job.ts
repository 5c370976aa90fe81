import type { Kysely } from 'kysely';
import type { Ctx } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { every, type Job } from '../../jobs/job.js';
import { addDays } from '../system/index.js';
import { payCommissionsOf } from './commission.payout.js';

const RUN_EVERY_MS = 60 * 60_000;
/** Days looked back each run: a process down for two days still pays every day owed. */
export const COMMISSION_LOOK_BACK_DAYS = 3;

/**
 * Agents' commission: every hour, each day of the last few (UTC dates cover every site's local
 * day) is paid to the agents owed some, once the day is over at their site. The lease runs a
 * slot once across processes; the payout rows and ledger keys keep two runs (or two slots) from
 * paying an agent's day twice.
 */
export const commissionJob: Job = {
  name: 'agent-commission',
  schedule: every(RUN_EVERY_MS),
  catchUp: 'latest',
  run: async (job) => {
    const ctx = { db: job.db, now: job.now, log: job.log };
    const today = new Date(job.now()).toISOString().slice(0, 10);
    for (let k = COMMISSION_LOOK_BACK_DAYS; k >= 0; k--) {
      await payCommissionsOf(ctx, addDays(today, -k), job.step);
    }
  },
};

/** Pays one past day outside the job (the demo seed's history), each agent in a transaction. */
export const payCommissionsNow = (ctx: Ctx, day: string) =>
  payCommissionsOf(ctx, day, (_key, work: (trx: Kysely<Database>) => Promise<void>) =>
    inTransaction(ctx.db, work),
  );

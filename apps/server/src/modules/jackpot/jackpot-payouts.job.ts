import { every, type Job, serviceCtx } from '../../jobs/job.js';
import { findUnsettledHits } from './jackpot.repository.js';
import { payHit } from './jackpot.service.js';

const RUN_EVERY_MS = 60_000;
const BATCH = 20;

/**
 * Pays hits whose payout did not follow their round (the process stopped in between): a round
 * records its hit in its own transaction and pays it right after it commits. payHit settles a
 * hit once whoever calls it, so this job and a round's own payout never pay twice.
 */
export const jackpotPayoutsJob: Job = {
  name: 'jackpot-payouts',
  schedule: every(RUN_EVERY_MS),
  catchUp: 'latest',
  run: async (job) => {
    const hits = await findUnsettledHits(job.db, BATCH);
    for (const { id } of hits) {
      await job.step(`hit:${id}`, (trx) => payHit(serviceCtx(job, trx), id).then(() => undefined));
    }
  },
};

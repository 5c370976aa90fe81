import { every, type Job, serviceCtx } from '../../jobs/job.js';
import { trialMembersCreatedBefore } from '../member/index.js';
import { removeTrials } from './trial-removal.js';

/** A free-trial account and all it did are removed this long after it was made. */
export const TRIAL_LIFETIME_MS = 24 * 60 * 60_000;
const RUN_EVERY_MS = 15 * 60_000;
/** Members removed per step (one transaction): small enough never to hold the database long. */
const BATCH = 20;

/**
 * Removes the free-trial accounts that are older than TRIAL_LIFETIME_MS at the slot's time.
 * A slot removes every such account, so after downtime only the latest slot needs to run.
 * Each batch is one step, keyed by its members; the run goes on after the batch's last member,
 * so members a batch keeps (see removeTrials) never hold up the ones after them.
 */
export const trialCleanupJob: Job = {
  name: 'trial-cleanup',
  schedule: every(RUN_EVERY_MS),
  catchUp: 'latest',
  run: async (job, slot) => {
    const before = slot - TRIAL_LIFETIME_MS;
    let after = 0;
    for (;;) {
      const ids = await trialMembersCreatedBefore(serviceCtx(job, job.db), before, BATCH, after);
      const last = ids.at(-1);
      if (last === undefined) return;
      after = last;
      await job.step(`members:${ids.join(',')}`, (trx) => removeTrials(serviceCtx(job, trx), ids));
    }
  },
};

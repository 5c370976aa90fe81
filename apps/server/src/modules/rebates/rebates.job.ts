import { every, type Job } from '../../jobs/job.js';
import { findMember } from '../member/index.js';
import { membersWithBetsSince } from '../play/index.js';
import { addDays, siteDayOf } from '../system/index.js';
import { accrualOf, LOOK_BACK_DAYS } from './accrual.js';
import { NothingToPay, payRebate } from './payout.js';

const RUN_EVERY_MS = 60 * 60_000;

/**
 * Automatic rebate (DESIGN "Time and jobs"): every hour, each real member who bet in the
 * look-back window is paid what accrued on the site days before today, so the first run after
 * a site's midnight pays the day just ended. The lease runs a slot once across processes, the
 * step record keeps a resumed run from paying a member twice, and the accrual rows (with the
 * payout's unique number and ledger key) keep any two payouts, manual claims included, from
 * paying one stake twice. A process that was down catches up the latest slot, which pays
 * every day still owed.
 */
export const rebatesJob: Job = {
  name: 'rebates',
  schedule: every(RUN_EVERY_MS),
  catchUp: 'latest',
  run: async (job, slot) => {
    const ctx = { db: job.db, now: job.now, log: job.log };
    const since = addDays(new Date(slot).toISOString().slice(0, 10), -LOOK_BACK_DAYS - 1);
    for (const memberId of await membersWithBetsSince(ctx, since)) {
      const member = await findMember(ctx, memberId);
      if (!member || member.type === 4) continue;
      const today = await siteDayOf(job.db, member.merchant_id, job.now());
      // Read first: a step (a write of its own) only for a member who is owed something.
      if ((await accrualOf(ctx, memberId, today)).totalMinor <= 0) continue;
      await job.step(`member:${memberId}:${today}`, async (trx) => {
        try {
          await payRebate({ ...ctx, db: trx }, memberId, 'auto', today);
        } catch (err) {
          if (!(err instanceof NothingToPay)) throw err;
        }
      });
    }
  },
};

import type { Ctx } from '../../context.js';
import { every, type Job, serviceCtx } from '../../jobs/job.js';
import { findMember } from '../member/index.js';
import { membersWithBetsSince } from '../play/index.js';
import { findSiteById, type Site } from '../system/index.js';
import { membersWithLedgerTypeSince } from '../wallet/index.js';
import { upgradeDue, upgradeMember } from './vip-upgrade.js';

const RUN_EVERY_MS = 5 * 60_000;
/** Candidates: members whose summaries moved on these last days (any site's time zone). */
const LOOK_BACK_MS = 2 * 24 * 60 * 60_000;

const utcDate = (t: number) => new Date(t).toISOString().slice(0, 10);

/** Members who bet or deposited since the day: only their figures can have grown. */
export const upgradeCandidates = async (ctx: Ctx, since: number): Promise<number[]> => {
  const day = utcDate(since);
  const ids = new Set([
    ...(await membersWithBetsSince(ctx, day)),
    ...(await membersWithLedgerTypeSince(ctx, 'deposit', day)),
  ]);
  return [...ids].sort((a, b) => a - b);
};

/**
 * VIP upgrades (DESIGN "Time and jobs"): every 5 minutes, each member who bet or deposited in
 * the last two days is brought to the level their cumulative figures reach, one step per
 * member who has one to reach. The lease runs a slot once across processes; the step record and the upgrade's
 * unique key (member, level) make a resumed or doubled run issue nothing twice. A process
 * that was down catches up the latest slot only, which looks back far enough for a pause of a
 * day; a member idle for longer is upgraded on their next bet or deposit.
 */
export const vipUpgradesJob: Job = {
  name: 'vip-upgrades',
  schedule: every(RUN_EVERY_MS),
  catchUp: 'latest',
  run: async (job, slot) => {
    const ctx: Ctx = { db: job.db, now: job.now, log: job.log };
    const sites = new Map<number, Site | undefined>();
    for (const memberId of await upgradeCandidates(ctx, slot - LOOK_BACK_MS)) {
      const member = await findMember(ctx, memberId);
      if (!member) continue;
      if (!sites.has(member.merchant_id))
        sites.set(member.merchant_id, await findSiteById(job.db, member.merchant_id));
      const site = sites.get(member.merchant_id);
      if (!site) continue;
      // Read first: a step (a write of its own) only for a member who has a level to reach.
      if (!(await upgradeDue({ ...ctx, site }, memberId))) continue;
      await job.step(`member:${memberId}`, async (trx) => {
        await upgradeMember({ ...serviceCtx(job, trx), site }, memberId);
      });
    }
  },
};

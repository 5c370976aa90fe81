import { depositStatusJob } from '../modules/deposits/index.js';
import { jackpotPayoutsJob } from '../modules/jackpot/index.js';
import { lotteryDrawsJob } from '../modules/lottery/index.js';
import { sportsScheduleJob } from '../modules/play/index.js';
import { rebatesJob } from '../modules/rebates/index.js';
import { trialCleanupJob } from '../modules/signup/index.js';
import { vipUpgradesJob } from '../modules/vip/index.js';
import type { Job } from './job.js';

export { every, type Job, type JobContext, type Schedule, serviceCtx } from './job.js';
export { JobRunner } from './runner.js';

/**
 * Every scheduled job of the server, with its schedule in the job itself. A job lives beside
 * its module (`modules/<m>/<name>.job.ts`) and is listed here through the module's door.
 */
export const JOBS: readonly Job[] = [
  trialCleanupJob,
  jackpotPayoutsJob,
  sportsScheduleJob,
  vipUpgradesJob,
  rebatesJob,
  depositStatusJob,
  lotteryDrawsJob,
];

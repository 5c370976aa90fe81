import type { Job } from './jobs/index.js';
import { dailySalaryJob, dividendJob, hourlySalaryJob } from './modules/contracts/index.js';
import { depositStatusJob } from './modules/deposits/index.js';
import { jackpotPayoutsJob } from './modules/jackpot/index.js';
import { lotteryDrawsJob } from './modules/lottery/index.js';
import { sportsScheduleJob } from './modules/play/index.js';
import { commissionJob, rebatesJob } from './modules/rebates/index.js';
import { riskScanJob } from './modules/risk/index.js';
import { trialCleanupJob } from './modules/signup/index.js';
import { vipUpgradesJob } from './modules/vip/index.js';

/**
 * Every scheduled job of the server, with its schedule in the job itself. A job lives beside
 * its module (`modules/<m>/<name>.job.ts`) and is listed here, at the app level, through the
 * module's door: the runner below the modules never knows them.
 */
export const JOBS: readonly Job[] = [
  trialCleanupJob,
  jackpotPayoutsJob,
  sportsScheduleJob,
  vipUpgradesJob,
  rebatesJob,
  commissionJob,
  depositStatusJob,
  lotteryDrawsJob,
  dailySalaryJob,
  hourlySalaryJob,
  dividendJob,
  riskScanJob,
];

import { every, type Job, serviceCtx } from '../../jobs/job.js';
import { runRiskScan } from './scan.service.js';

const RUN_EVERY_MS = 5 * 60_000;

/**
 * The risk scan (DESIGN "Time and jobs"): every five minutes, the activity since the last
 * recorded scan up to the slot raises its alerts. The lease runs a slot once across
 * processes, the step records the scan's mark with its alerts, and each alert's unique key
 * is the last guard: activity read twice raises nothing twice. A late start scans all it
 * missed in one run, from the recorded mark.
 */
export const riskScanJob: Job = {
  name: 'risk-scan',
  schedule: every(RUN_EVERY_MS),
  catchUp: 'latest',
  run: async (job, slot) => {
    await job.step('scan', async (trx) => {
      await runRiskScan(serviceCtx(job, trx), slot);
    });
  },
};

import type { Job } from './job.js';

export { every, type Job, type JobContext, type Schedule } from './job.js';
export { JobRunner } from './runner.js';

/**
 * Every scheduled job of the server, with its schedule in the job itself. A job lives beside
 * its module (`modules/<m>/<name>.job.ts`); the trial clean-up is the first to come.
 */
export const JOBS: readonly Job[] = [];

export type { Job, JobContext } from './job.js';
export { JobRunner } from './runner.js';

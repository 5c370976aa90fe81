export { every, type Job, type JobContext, type Schedule, serviceCtx } from './job.js';
export { JobRunner } from './runner.js';

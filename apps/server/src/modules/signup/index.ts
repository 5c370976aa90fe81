/** Sign-up (member, welcome credit, first session in one transaction) and free trial accounts. */

export { signupRoutes } from './signup.routes.js';
export { signUp } from './signup.service.js';
export { TRIAL_LIFETIME_MS, trialCleanupJob } from './trial-cleanup.job.js';

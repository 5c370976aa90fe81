/**
 * Responsible play (/m/responsibleGaming): limits, the reality check (its modal is mounted by
 * the shell), time-out and self-exclusion.
 */
export { RealityCheck } from './RealityCheck';
export { responsibleRoutes } from './routes';

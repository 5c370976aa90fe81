/**
 * Responsible play (/m/responsibleGaming): limits, the reality check (its modal is mounted by
 * the shell), time-out and self-exclusion.
 */
export { RealityCheckModal } from './RealityCheckModal';
export { responsibleRoutes } from './routes';

/**
 * Responsible play: deposit and loss limits (a decrease at once, an increase after 24 hours),
 * the reality check, time-outs and self-exclusions (DESIGN "Restrictions"). Only this module
 * reads or writes play_limits, play_restrictions and reality_checks. Other modules ask its
 * door: restrictionOf, assertMayPlay (play's launch and rounds), assertMayDeposit (deposits).
 */
export { assertMayDeposit, assertMayPlay } from './guards.js';
export { limitRoutes } from './limits.routes.js';
export {
  hasPlayLimits,
  type OnRestricted,
  responsibleOf,
  restrictSelf,
  setPlayLimit,
  setRealityCheck,
} from './limits.service.js';
export { restrictMember, tightenLimit } from './operator-limits.js';
export { restrictionOf } from './usage.js';

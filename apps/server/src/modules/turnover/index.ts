/**
 * Turnover requirements of bonus money (DESIGN "Bonus money"): promotions and sign-up record
 * them with the bonus; withdrawals read what is left to play. Valid stake comes from play's
 * door only. Owns turnover_settings and turnover_requirements.
 */
export { recordTurnoverRequirement, turnoverOf } from './turnover.js';
export { copyTurnoverSettingsToSite } from './turnover.site-copy.js';
export {
  recordWelcomeTurnover,
  setWelcomeMultiplier,
  welcomeMultiplierOf,
} from './welcome-turnover.js';

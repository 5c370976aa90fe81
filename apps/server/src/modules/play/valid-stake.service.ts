import * as stored from './valid-stake.repository.js';

/**
 * What other modules and the demo seed read or write of this module's stored facts, as its
 * services: callers name these, never the statements behind them, so those can change alone.
 */
export const setStakeContributions = (...args: Parameters<typeof stored.setStakeContributions>) =>
  stored.setStakeContributions(...args);
export const stakeContributionsOf = (...args: Parameters<typeof stored.stakeContributionsOf>) =>
  stored.stakeContributionsOf(...args);
export const validStakeOf = (...args: Parameters<typeof stored.validStakeOf>) =>
  stored.validStakeOf(...args);

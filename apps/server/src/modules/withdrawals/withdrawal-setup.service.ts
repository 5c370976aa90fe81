import * as stored from './withdrawals.repository.js';

/**
 * What other modules and the demo seed read or write of this module's stored facts, as its
 * services: callers name these, never the statements behind them, so those can change alone.
 */
export const withdrawalAccountsOf = (...args: Parameters<typeof stored.findAccountsOf>) =>
  stored.findAccountsOf(...args);
export const withdrawalBanksOf = (...args: Parameters<typeof stored.findBanks>) =>
  stored.findBanks(...args);
export const saveWithdrawalBank = (...args: Parameters<typeof stored.saveBank>) =>
  stored.saveBank(...args);
export const saveWithdrawalSettings = (...args: Parameters<typeof stored.saveSettings>) =>
  stored.saveSettings(...args);

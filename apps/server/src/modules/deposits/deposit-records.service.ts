import * as stored from './deposits.repository.js';

/**
 * What other modules and the demo seed read or write of this module's stored facts, as its
 * services: callers name these, never the statements behind them, so those can change alone.
 */
export const findCallbacksOf = (...args: Parameters<typeof stored.findCallbacksOf>) =>
  stored.findCallbacksOf(...args);
export const findDepositOrder = (...args: Parameters<typeof stored.findOrder>) =>
  stored.findOrder(...args);
export const findPendingBankDeposits = (...args: Parameters<typeof stored.findPendingBank>) =>
  stored.findPendingBank(...args);
export const hasDepositOrders = (...args: Parameters<typeof stored.hasDepositOrders>) =>
  stored.hasDepositOrders(...args);

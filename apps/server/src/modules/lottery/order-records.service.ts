import * as stored from './orders.repository.js';

/**
 * What other modules and the demo seed read or write of this module's stored facts, as its
 * services: callers name these, never the statements behind them, so those can change alone.
 */
export const hasLotteryOrders = (...args: Parameters<typeof stored.hasLotteryOrders>) =>
  stored.hasLotteryOrders(...args);

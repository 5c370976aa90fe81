import * as stored from './deposits.repository.js';

export const hasDepositOrders = (...args: Parameters<typeof stored.hasDepositOrders>) =>
  stored.hasDepositOrders(...args);

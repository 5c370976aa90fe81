import * as stored from './outbox.repository.js';

/**
 * What other modules and the demo seed read or write of this module's stored facts, as its
 * services: callers name these, never the statements behind them, so those can change alone.
 */
export const findOutboxMessages = (...args: Parameters<typeof stored.findOutboxMessages>) =>
  stored.findOutboxMessages(...args);
export const insertOutboxMessage = (...args: Parameters<typeof stored.insertOutboxMessage>) =>
  stored.insertOutboxMessage(...args);

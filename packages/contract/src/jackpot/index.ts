export * as jackpotEndpoints from './endpoints.js';
export * from './schemas.js';

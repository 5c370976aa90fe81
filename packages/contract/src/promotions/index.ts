export * as promotionEndpoints from './endpoints.js';
export * from './errors.js';
export * from './leaderboard.js';
export * from './schemas.js';

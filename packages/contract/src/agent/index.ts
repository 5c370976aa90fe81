export * as agentEndpoints from './endpoints.js';
export * from './errors.js';
export * from './kinds.js';
export * from './overview.schemas.js';
export * from './pnl.schemas.js';
export * from './schemas.js';
export * from './team-bets.schemas.js';
export * from './team-range.js';

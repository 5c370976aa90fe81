export * as agentEndpoints from './endpoints.js';
export * from './errors.js';
export * from './kinds.js';
export * from './schemas.js';
export * from './team-accounts.js';
export * from './team-errors.js';
export * from './team-list.js';
export * from './team-transfer.js';

export * from './commission.schemas.js';
export * as agentEndpoints from './endpoints.js';
export * from './errors.js';
export * from './kinds.js';
export * from './rates.errors.js';
export * from './rates.schemas.js';
export * from './schemas.js';

export * as agentEndpoints from './endpoints.js';
export * from './errors.js';
export * from './kinds.js';
export * from './schemas.js';

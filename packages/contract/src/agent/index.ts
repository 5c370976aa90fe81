export * from './contracts.errors.js';
export * from './contracts.schemas.js';
export * from './contracts.terms.js';
export * as agentEndpoints from './endpoints.js';
export * from './errors.js';
export * from './kinds.js';
export * from './schemas.js';

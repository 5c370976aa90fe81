export * as depositEndpoints from './endpoints.js';
export * from './errors.js';
export * from './schemas.js';

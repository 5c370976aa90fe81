export * as withdrawalEndpoints from './endpoints.js';
export * from './errors.js';
export * from './schemas.js';

export * as systemEndpoints from './endpoints.js';
export * from './schemas.js';

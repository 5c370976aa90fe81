export * as limitEndpoints from './endpoints.js';
export * from './errors.js';
export * from './schemas.js';

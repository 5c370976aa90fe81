export * as vipEndpoints from './endpoints.js';
export * from './errors.js';
export * from './schemas.js';

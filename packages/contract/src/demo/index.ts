export * as demoEndpoints from './endpoints.js';
export * from './schemas.js';

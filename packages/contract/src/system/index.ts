export * from './endpoints.js';
export * from './schemas.js';

export * as playEndpoints from './endpoints.js';
export * from './errors.js';
export * from './fairness.js';
export * from './records.js';
export * from './schemas.js';

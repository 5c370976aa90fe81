export * as feedbackEndpoints from './endpoints.js';
export * from './errors.js';
export * from './schemas.js';
export * from './words.js';

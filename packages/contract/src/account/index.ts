export * as accountEndpoints from './endpoints.js';
export * from './errors.js';
export * from './password.js';
export * from './profile.js';
export * from './schemas.js';
export * from './security.js';
export * from './social.js';

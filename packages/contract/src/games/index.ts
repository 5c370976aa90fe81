export * as gamesEndpoints from './endpoints.js';
export * from './errors.js';
export * from './icon-path.js';
export * from './schemas.js';

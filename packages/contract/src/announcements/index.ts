export * as announcementEndpoints from './endpoints.js';
export * from './schemas.js';

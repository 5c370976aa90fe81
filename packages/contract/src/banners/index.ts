export * as bannerEndpoints from './endpoints.js';
export * from './schemas.js';

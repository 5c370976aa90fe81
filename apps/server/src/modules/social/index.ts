/** Login with social providers (OpenID Connect): start, callback, and trading the code. */
export { socialRoutes } from './social.routes.js';

/**
 * Registration: the checks made while typing, and registering (the site's form rules are the
 * system module's, as every module that checks a password or a name reads them).
 */

export { registrationRoutes } from './registration.routes.js';
export { register } from './registration.service.js';

/** Registration: the site's form rules, the checks made while typing, and registering. */

export { registrationRoutes } from './registration.routes.js';
export { registrationSettingsOf } from './registration.rules.js';
export { register } from './registration.service.js';

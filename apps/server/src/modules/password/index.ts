/** Passwords: changing one, and resetting a forgotten one by e-mail link or SMS code. */

export { checkOldPassword as checkCurrentPassword } from './change-password.js';
export { passwordRoutes } from './password.routes.js';

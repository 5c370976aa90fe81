/** Passwords: changing one, and resetting a forgotten one by e-mail link or SMS code. */
export { passwordRoutes } from './password.routes.js';

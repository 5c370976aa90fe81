/**
 * The back office's sites: their settings, maintenance and new sites made from a template
 * (content, games and lottery copied by the modules that own them). It sits above the modules
 * it copies from; nothing imports it but the app.
 */

export { siteAdminRoutes } from './sites.admin-routes.js';

/**
 * The back office's content: the admin endpoints of announcements, banners, member messages,
 * help and home's hot matches. Those modules hold the content and its rules; this one puts them
 * behind the back office's guard and audit log, which they may not depend on themselves (the
 * back office depends on modules that depend on them). It owns the pictures operators upload
 * (content_images) and serves them to members.
 */

export { contentAdminRoutes } from './content.admin-routes.js';
export { contentRoutes } from './content.routes.js';
export { promotionAdminRoutes } from './promotions.admin-routes.js';

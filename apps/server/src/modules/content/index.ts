/**
 * The back office's content: the admin endpoints of announcements, banners and member
 * messages. Those modules hold the content and its rules; this one puts them behind the back
 * office's guard and audit log, which they may not depend on themselves (the back office
 * depends on modules that depend on them).
 */

export { contentAdminRoutes } from './content.admin-routes.js';
export { promotionAdminRoutes } from './promotions.admin-routes.js';

/**
 * Announcements: home's banners, ticker, popups and news, the announcement list with each
 * member's read marks, and generated banner images.
 */

export {
  announcementOf,
  announcementPageOf,
  createAnnouncement,
  deleteAnnouncement,
  updateAnnouncement,
} from './announcements.admin.service.js';
export { announcementRoutes } from './announcements.routes.js';
export { findAnnouncementTitles, insertAnnouncement } from './announcements.service.js';
export { copyAnnouncementsToSite } from './announcements.site-copy.js';
export type { AnnouncementType, PopupExecution } from './announcements.tables.js';
export { noticeSummary } from './notice-summary.js';
export {
  hasOpenedNotices,
  markNoticeRead,
  noticePageFor,
  removeNoticeReadsOf,
} from './notices.service.js';

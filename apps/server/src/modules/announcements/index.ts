/** Announcements: home's banners, ticker, popups and news, and generated banner images. */

export { findAnnouncementTitles, insertAnnouncement } from './announcements.repository.js';
export { announcementRoutes } from './announcements.routes.js';
export type { AnnouncementType, PopupExecution } from './announcements.tables.js';

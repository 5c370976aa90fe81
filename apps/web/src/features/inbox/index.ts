/** The member's inbox: its screens (the unread count is shared/session/inbox-unread.ts). */
export { inboxRoutes } from './routes';

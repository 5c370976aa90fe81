/** The member's inbox: its screens, and the unread count the member centre's icon shows. */
export { useInboxUnread } from './api';
export { inboxRoutes } from './routes';

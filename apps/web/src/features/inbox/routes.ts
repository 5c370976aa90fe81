import { paths } from '../../shared/config/paths';
import { type ScreenRoute, screen } from '../../shared/routing/screen-route';

/** The inbox is the member centre's news item: a session, and no free-trial account. */
const memberArea = { session: 'member', trial: false } as const;

export const inboxRoutes: ScreenRoute[] = [
  screen(paths.webEmail, 'webEmail', () => import('./screens/InboxScreen'), memberArea),
  screen(paths.message, 'message', () => import('./screens/MessageScreen'), memberArea),
];

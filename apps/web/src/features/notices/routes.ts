import { paths } from '../../shared/config/paths';
import { placeholders } from '../../shared/routing/placeholders';
import { type ScreenRoute, screen } from '../../shared/routing/screen-route';

export const noticeRoutes: ScreenRoute[] = [
  // spec/01 section 2: no footer, and back goes home (the detail has its own way to the list).
  screen(paths.notice, 'notice', () => import('./list/NoticeScreen'), {
    footer: false,
    back: 'home',
  }),
  // Agent announcements, under the member area.
  ...placeholders({ [paths.memberNotice]: 'memberNotice' }, { session: 'member', trial: false }),
];

import { paths } from '../../shared/config/paths';
import { type ScreenRoute, screen, withTexts } from '../../shared/routing/screen-route';

export const noticeRoutes: ScreenRoute[] = [
  // spec/01 section 2: no footer, and back goes home (the detail has its own way to the list).
  screen(paths.notice, 'notice', () => import('./list/NoticeScreen'), {
    footer: false,
    back: 'home',
  }),
  // The agents' announcements (?types=A), under the member area in the agent frame: a session,
  // no free trial, agents only; back leads to the agent centre whose footer opens it.
  withTexts(
    ['notices', 'agent'],
    screen(paths.memberNotice, 'memberNotice', () => import('./list/NoticeScreen'), {
      session: 'member',
      trial: false,
      agentsOnly: true,
      back: 'agent',
    }),
  ),
];

import { paths } from '../../shared/config/paths';
import { placeholders, type ScreenRoute } from '../../shared/routing/screen-route';

export const noticeRoutes: ScreenRoute[] = [
  ...placeholders({ [paths.notice]: 'notice' }, { footer: false, back: 'home' }),
  ...placeholders(
    { [paths.webEmail]: 'webEmail', [paths.message]: 'message' },
    { session: 'member' },
  ),
  // Agent announcements, under the member area.
  ...placeholders({ [paths.memberNotice]: 'memberNotice' }, { session: 'member', trial: false }),
];

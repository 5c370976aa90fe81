import { paths } from '../../shared/config/paths';
import { placeholders, type ScreenRoute } from '../../shared/routing/screen-route';

export const noticeRoutes: ScreenRoute[] = placeholders({
  [paths.notice]: 'notice',
  [paths.webEmail]: 'webEmail',
  [paths.message]: 'message',
  [paths.memberNotice]: 'memberNotice',
});

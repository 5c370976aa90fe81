import { paths } from '../../shared/config/paths';
import { placeholders, type ScreenRoute } from '../../shared/routing/screen-route';

export const helpRoutes: ScreenRoute[] = placeholders({
  [paths.help]: 'help',
  [paths.helpDetail]: 'helpDetail',
  [paths.userAgreement]: 'userAgreement',
  [paths.service]: 'service',
});

import { paths } from '../../shared/config/paths';
import { placeholders, type ScreenRoute } from '../../shared/routing/screen-route';

export const helpRoutes: ScreenRoute[] = [
  ...placeholders({ [paths.help]: 'help' }, { header: 'none' }),
  ...placeholders({ [paths.helpDetail]: 'helpDetail' }),
  ...placeholders(
    { [paths.userAgreement]: 'userAgreement', [paths.service]: 'service' },
    { footer: false },
  ),
];

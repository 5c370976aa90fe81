import { paths } from '../../shared/config/paths';
import { type ScreenRoute, screen } from '../../shared/routing/screen-route';

export const helpRoutes: ScreenRoute[] = [
  // spec/01 §2: the help centre draws its own header.
  screen(paths.help, 'help', () => import('./screens/HelpScreen'), { header: 'none' }),
  screen(paths.helpDetail, 'helpDetail', () => import('./screens/HelpDetailScreen')),
  screen(paths.userAgreement, 'userAgreement', () => import('./screens/UserAgreementScreen'), {
    footer: false,
  }),
  screen(paths.service, 'service', () => import('./screens/ServiceScreen'), { footer: false }),
];

import { paths } from '../../shared/config/paths';
import { type ScreenRoute, screen } from '../../shared/routing/screen-route';

export const widgetRoutes: ScreenRoute[] = [
  screen(paths.install, 'install', () => import('./InstallGuideScreen')),
];

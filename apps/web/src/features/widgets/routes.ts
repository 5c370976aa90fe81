import { paths } from '../../shared/config/paths';
import type { ScreenRoute } from '../../shared/routing/screen-route';

export const widgetRoutes: ScreenRoute[] = [
  { path: paths.install, title: 'install', load: () => import('./InstallGuideScreen') },
];

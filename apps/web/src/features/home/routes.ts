import { HOME_ALIASES, paths } from '../../shared/config/paths';
import type { ScreenRoute } from '../../shared/routing/screen-route';

const load = () => import('./HomePage');

export const homeRoutes: ScreenRoute[] = [paths.home, ...HOME_ALIASES].map((path) => ({
  path,
  title: 'home',
  load,
}));

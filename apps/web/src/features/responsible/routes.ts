import { paths } from '../../shared/config/paths';
import { type ScreenRoute, screen } from '../../shared/routing/screen-route';

/** Reached from the security centre: a session, and no free-trial account. */
export const responsibleRoutes: ScreenRoute[] = [
  screen(
    paths.responsibleGaming,
    'responsibleGaming',
    () => import('./screens/ResponsibleScreen'),
    { session: 'member', trial: false },
  ),
];

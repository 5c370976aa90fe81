import { paths } from '../../../shared/config/paths';
import { type ScreenRoute, screen, withTexts } from '../../../shared/routing/screen-route';

/** Team management: an agent's screen, in the frame's header with a way back. */
export const teamRoutes = (frame: Parameters<typeof screen>[3]): ScreenRoute[] => [
  withTexts(
    ['agentOps'],
    screen(paths.team, 'team', () => import('./TeamScreen'), frame),
  ),
];

import { paths } from '../../../shared/config/paths';
import { type ScreenRoute, screen, withTexts } from '../../../shared/routing/screen-route';

/**
 * Red envelope rain is the agent menu's, but agents' members (players) take part too: any
 * signed-in real account may open it (a free trial has play money only and wins none), so it
 * has a member frame, not the agent area's agents-only one.
 */
export const redRainRoutes: ScreenRoute[] = [
  withTexts(
    ['redRain'],
    screen(paths.redRain, 'redRain', () => import('./RedRainScreen'), {
      session: 'member',
      trial: false,
    }),
  ),
];

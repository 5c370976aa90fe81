import { paths } from '../../../shared/config/paths';
import {
  type ScreenFrame,
  type ScreenRoute,
  screen,
  withTexts,
} from '../../../shared/routing/screen-route';

/** The team overview draws its own top bar, as the agent centre does (header off, no footer). */
export const overviewRoutes = (frame: Partial<ScreenFrame>): ScreenRoute[] => [
  withTexts(
    ['agentTeam'],
    screen(paths.teamOverview, 'teamOverview', () => import('./TeamOverviewScreen'), {
      ...frame,
      header: 'none',
      footer: false,
    }),
  ),
];

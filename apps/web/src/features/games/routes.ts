import { paths } from '../../shared/config/paths';
import { type ScreenRoute, screen } from '../../shared/routing/screen-route';

export const gameRoutes: ScreenRoute[] = [
  screen(paths.gameList, 'gameList', () => import('./screens/GameListScreen')),
  screen(paths.gameCenter, 'gameCenter', () => import('./screens/GameCenterScreen')),
  screen(paths.slotsCenter, 'slotsCenter', () => import('./screens/SlotsCenterScreen')),
  // Launches a game and frames the vendor's page; launching needs a session (spec/02 section 4).
  screen(paths.launchGame, 'launchGame', () => import('./launch/LaunchGameScreen'), {
    footer: false,
    session: 'member',
  }),
];

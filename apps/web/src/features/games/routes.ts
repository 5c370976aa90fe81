import { paths } from '../../shared/config/paths';
import { placeholders, type ScreenRoute } from '../../shared/routing/screen-route';

/** The lobby screens: category entry points and the game list. */
const lobbyRoutes: ScreenRoute[] = [
  { path: paths.gameList, title: 'gameList', load: () => import('./screens/GameListScreen') },
  {
    path: paths.gameCenter,
    title: 'gameCenter',
    load: () => import('./screens/GameCenterScreen'),
  },
  {
    path: paths.slotsCenter,
    title: 'slotsCenter',
    load: () => import('./screens/SlotsCenterScreen'),
  },
];

/** /m/launchGame: launches a game and frames the vendor's page (features/games/launch). */
const launchRoute: ScreenRoute = {
  path: paths.launchGame,
  title: 'launchGame',
  load: () => import('./launch/LaunchGameScreen'),
};

const otherRoutes: ScreenRoute[] = placeholders({
  [paths.gameLobby]: 'gameLobby',
});

export const gameRoutes: ScreenRoute[] = [...lobbyRoutes, launchRoute, ...otherRoutes];

import { paths } from '../../shared/config/paths';
import { placeholders, type ScreenRoute } from '../../shared/routing/screen-route';

export const gameRoutes: ScreenRoute[] = placeholders({
  [paths.gameList]: 'gameList',
  [paths.gameCenter]: 'gameCenter',
  [paths.slotsCenter]: 'slotsCenter',
  [paths.launchGame]: 'launchGame',
  [paths.gameLobby]: 'gameLobby',
});

import { paths } from '../../shared/config/paths';
import { type ScreenRoute, screen } from '../../shared/routing/screen-route';

export const lotteryRoutes: ScreenRoute[] = [
  // The lottery lobby by family, every game searchable, one game's betting page, and a lottery
  // vendor's lobby (TCG_LOTTO_VN, TCG_SEA launches); all open to visitors, betting asks a login.
  screen(paths.lottery, 'lottery', () => import('./screens/LotteryLobbyScreen')),
  screen(paths.startLottery, 'startLottery', () => import('./screens/StartLotteryScreen')),
  screen(paths.moreLottery, 'moreLottery', () => import('./screens/MoreLotteryScreen'), {
    footer: false,
  }),
  screen(paths.gameLobby, 'gameLobby', () => import('./screens/GameLobbyScreen')),
];

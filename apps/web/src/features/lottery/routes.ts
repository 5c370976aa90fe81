import { paths } from '../../shared/config/paths';
import { placeholders, type ScreenRoute } from '../../shared/routing/screen-route';

export const lotteryRoutes: ScreenRoute[] = [
  ...placeholders({ [paths.lottery]: 'lottery', [paths.startLottery]: 'startLottery' }),
  ...placeholders({ [paths.moreLottery]: 'moreLottery' }, { footer: false }),
];

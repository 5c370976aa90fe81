import { paths } from '../../shared/config/paths';
import { type ScreenRoute, screen } from '../../shared/routing/screen-route';

/** Withdraw and its report: a session, and no free-trial account (its money is play money). */
export const withdrawRoutes: ScreenRoute[] = [
  screen(paths.withdraw, 'withdraw', () => import('./screens/WithdrawScreen'), {
    session: 'member',
    trial: false,
  }),
  screen(paths.withdrawReport, 'withdrawReport', () => import('./screens/WithdrawReportScreen'), {
    session: 'member',
    trial: false,
  }),
];

import { paths } from '../../shared/config/paths';
import { type ScreenRoute, screen } from '../../shared/routing/screen-route';

/** Deposits need a session of a real account: free trial is refused (issue: money in and out). */
const realMember = { session: 'member', trial: false } as const;

export const depositRoutes: ScreenRoute[] = [
  screen(
    paths.voucherCenter,
    'voucherCenter',
    () => import('./screens/VoucherCenterScreen'),
    realMember,
  ),
  screen(
    paths.depositResult,
    'depositResult',
    () => import('./screens/DepositResultScreen'),
    realMember,
  ),
  screen(paths.vouReport, 'vouReport', () => import('./screens/VouReportScreen'), realMember),
];

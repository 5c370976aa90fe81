import { paths } from '../../shared/config/paths';
import { type ScreenRoute, screen } from '../../shared/routing/screen-route';

/** Member centre items: a session, and no free-trial account (spec/02 section 6). */
const memberArea = { session: 'member', trial: false } as const;

export const rebateRoutes: ScreenRoute[] = [
  screen(
    paths.manualRebate,
    'manualRebate',
    () => import('./screens/ManualRebateScreen'),
    memberArea,
  ),
  screen(
    paths.rebateReport,
    'rebateReport',
    () => import('./screens/RebateReportScreen'),
    memberArea,
  ),
  screen(
    paths.upLineTransfer,
    'upLineTransfer',
    () => import('./screens/UpLineTransferScreen'),
    memberArea,
  ),
];

import { paths } from '../../shared/config/paths';
import { type ScreenRoute, screen } from '../../shared/routing/screen-route';

/** The member's records: open to any session (a free trial sees its play money's). */
const memberOnly = { session: 'member' } as const;

export const recordRoutes: ScreenRoute[] = [
  screen(
    paths.transactionRecord,
    'transactionRecord',
    () => import('./screens/LedgerRecordScreen'),
    memberOnly,
  ),
  screen(paths.gameRecord, 'gameRecord', () => import('./screens/BetRecordScreen'), memberOnly),
  screen(
    paths.profitAndLoss,
    'profitAndLoss',
    () => import('./screens/ProfitLossScreen'),
    memberOnly,
  ),
];

import { paths } from '../../shared/config/paths';
import { placeholders, type ScreenRoute } from '../../shared/routing/screen-route';

/** Withdraw and its report need a session (spec/02 section 6); deposits are features/deposit. */
export const walletRoutes: ScreenRoute[] = placeholders(
  {
    [paths.withdraw]: 'withdraw',
    [paths.withdrawReport]: 'withdrawReport',
  },
  { session: 'member' },
);

import { paths } from '../../shared/config/paths';
import { placeholders, type ScreenRoute } from '../../shared/routing/screen-route';

/** Deposit, withdraw and their reports need a session (spec/02 section 6). */
export const walletRoutes: ScreenRoute[] = placeholders(
  {
    [paths.voucherCenter]: 'voucherCenter',
    [paths.withdraw]: 'withdraw',
    [paths.vouReport]: 'vouReport',
    [paths.withdrawReport]: 'withdrawReport',
  },
  { session: 'member' },
);

import { paths } from '../../shared/config/paths';
import { placeholders, type ScreenRoute } from '../../shared/routing/screen-route';

/** Deposit and its report need a session (spec/02 section 6); withdraw is its own feature. */
export const walletRoutes: ScreenRoute[] = placeholders(
  {
    [paths.voucherCenter]: 'voucherCenter',
    [paths.vouReport]: 'vouReport',
  },
  { session: 'member' },
);

import { paths } from '../../shared/config/paths';
import { placeholders, type ScreenRoute } from '../../shared/routing/screen-route';

export const walletRoutes: ScreenRoute[] = placeholders({
  [paths.voucherCenter]: 'voucherCenter',
  [paths.withdraw]: 'withdraw',
  [paths.vouReport]: 'vouReport',
  [paths.withdrawReport]: 'withdrawReport',
});

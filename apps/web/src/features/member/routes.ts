import { paths } from '../../shared/config/paths';
import { placeholders, type ScreenRoute } from '../../shared/routing/screen-route';

export const memberRoutes: ScreenRoute[] = placeholders({
  [paths.mine]: 'mine',
  [paths.memberHome]: 'mine',
  [paths.memberBenefits]: 'memberBenefits',
  [paths.securityCenter]: 'securityCenter',
  [paths.transactionRecord]: 'transactionRecord',
  [paths.gameRecord]: 'gameRecord',
  [paths.profitAndLoss]: 'profitAndLoss',
  [paths.upLineTransfer]: 'upLineTransfer',
  [paths.manualRebate]: 'manualRebate',
  [paths.rebateReport]: 'rebateReport',
  [paths.feedback]: 'feedback',
});

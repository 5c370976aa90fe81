/**
 * Withdrawals: the sites' banks and settings, members' bank cards and e-wallet accounts,
 * withdrawals (held at once in the member's `held` ledger account, paid out, cancelled or
 * rejected) with their timelines, and the turnover requirements of bonus money that a
 * withdrawal waits for (promotions and sign-up record them through this door).
 */

export { addAccount as addWithdrawalAccount } from './accounts.service.js';
export { approveWithdrawal } from './operator.service.js';
export { withdrawalsBetween } from './risk-reads.js';
export {
  saveWithdrawalBank,
  saveWithdrawalSettings,
  withdrawalAccountsOf,
  withdrawalBanksOf,
} from './withdrawal-setup.service.js';
export { withdrawalAdminRoutes } from './withdrawals.admin.js';
export type { NewBank } from './withdrawals.repository.js';
export { withdrawalRoutes } from './withdrawals.routes.js';
export { requestWithdrawal } from './withdrawals.service.js';
export { copyWithdrawalSettingsToSite } from './withdrawals.site-copy.js';

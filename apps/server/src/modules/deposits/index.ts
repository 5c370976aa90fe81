/**
 * Deposits: the site's channels (bank transfer, payment gateway, e-wallet QR), members' orders,
 * gateways' callbacks and the status job, and the operator's approve and reject of bank
 * transfers. Money moves only through the wallet's door, one `deposit` transaction per order.
 */
export { CALLBACK_WINDOW_MS, handleCallback } from './callback.service.js';
export { type ChannelSetup, DEMO_CHANNELS, setUpDepositChannels } from './channels.seed.js';
export {
  findCallbacksOf,
  findDepositOrder,
  findPendingBankDeposits,
  hasDepositOrders,
} from './deposit-records.service.js';
export { depositStatusJob, EXPIRE_AFTER_MS, QUERY_AFTER_MS } from './deposit-status.job.js';
export { depositAdminRoutes } from './deposits.admin-routes.js';
export type { OrderRow as DepositOrderRow } from './deposits.repository.js';
export { depositRoutes } from './deposits.routes.js';
export { gatewayOf, type PaymentGateway } from './gateways.js';
export {
  createBankDeposit,
  createGatewayDeposit,
  orderView as depositOrderView,
  receiptOf as depositReceiptOf,
} from './orders.service.js';
export { approveBankDeposit, rejectBankDeposit } from './review.service.js';
export { depositKey } from './settle.js';

/**
 * Deposits: the site's channels (bank transfer, payment gateway, e-wallet QR), members' orders,
 * gateways' callbacks and the status job, and the operator's approve and reject of bank
 * transfers. Money moves only through the wallet's door, one `deposit` transaction per order.
 */
export { handleCallback } from './callback.service.js';
export { setUpDepositChannels } from './channels.seed.js';
export { hasDepositOrders } from './deposit-records.service.js';
export { depositStatusJob, EXPIRE_AFTER_MS, QUERY_AFTER_MS } from './deposit-status.job.js';
export { depositAdminRoutes } from './deposits.admin-routes.js';
export { depositRoutes } from './deposits.routes.js';
export { copyDepositChannelsToSite } from './deposits.site-copy.js';
export { createBankDeposit, createGatewayDeposit } from './orders.service.js';
export { approveBankDeposit, rejectBankDeposit } from './review.service.js';
export { lastPaidDepositBefore } from './risk-reads.js';

/**
 * Rebates (PLYRBT, MANPLAYREB3) and the transfer to the superior (AGETRANSFERUP3). Only this
 * module reads or writes rebate_rates, rebate_accruals and rebate_payouts (with their lines).
 * Valid stake comes from play's daily summaries through play's one validStake; VIP levels'
 * rates through the vip module's door; money only through the wallet's ledger.
 */
export { NothingToPay, payRebate } from './payout.js';
export { type CategoryRate, setRebateRate } from './rates.js';
export { rebatesJob } from './rebates.job.js';
export { rebateRoutes } from './rebates.routes.js';
export { claimRebate, hasRebatePayout } from './rebates.service.js';

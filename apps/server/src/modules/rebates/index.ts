/**
 * Rebates (PLYRBT, MANPLAYREB3), the transfer to the superior (AGETRANSFERUP3) and agents'
 * rates and commission (AGENTREBSET3, AGENTREBINC3). Only this module reads or writes
 * rebate_rates, rebate_accruals, rebate_payouts (with their lines), agent_rates (with their
 * changes) and agent_commission_lines / _payouts. Valid stake comes from play's daily summaries
 * through play's one validStake; VIP levels' rates through the vip module's door; teams'
 * paths through the team module's; money only through the wallet's ledger.
 */

export { setOpeningPrizeGroup } from './agent-rates.opening.js';
export { ownMaxGroupOf, ratesSummaryOf } from './agent-rates.own.js';
export { agentRateRoutes } from './agent-rates.routes.js';
export {
  setAgentDefaults,
  siteBaseRates,
  updateDownlineRebates,
} from './agent-rates.service.js';
export { commissionJob, payCommissionsNow } from './commission.job.js';
export { NothingToPay, payRebate } from './payout.js';
export { type CategoryRate, setRebateRate } from './rates.js';
export { rebateAdminRoutes } from './rebates.admin.js';
export { rebatesJob } from './rebates.job.js';
export { rebateRoutes } from './rebates.routes.js';
export { claimRebate, hasRebatePayout } from './rebates.service.js';
export { copyRebateRatesToSite } from './rebates.site-copy.js';

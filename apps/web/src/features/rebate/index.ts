/**
 * Rebates (/m/member/manualRebate MANPLAYREB3, /m/member/rebateReport PLYRBT) and the transfer
 * to the superior (/m/upLine/transfer AGETRANSFERUP3).
 */
export { rebateRoutes } from './routes';

import { endpoint } from '../endpoint.js';
import {
  rebateAccruedAnswer,
  rebateClaimAnswer,
  rebateReportAnswer,
  rebateReportQuery,
  upLineAnswer,
  upLineTransferAnswer,
  upLineTransferBody,
} from './schemas.js';

/**
 * Rebates and the transfer to the superior. Spec/02 names the screens, not these calls; the
 * paths follow the relay's style.
 */

/** What has accrued since the last payout, by category (manual rebate screen). */
export const accrued = endpoint({
  method: 'GET',
  path: '/wps/relay/rebate/accrued',
  module: 'FUNDTRANS3',
  feature: 'MANPLAYREB3',
  access: 'realMember',
  answer: rebateAccruedAnswer,
});

/** Claims what has accrued: one `rebate` ledger transaction; a double tap pays once. */
export const claim = endpoint({
  method: 'POST',
  path: '/wps/relay/rebate/claim',
  module: 'FUNDTRANS3',
  feature: 'MANPLAYREB3',
  access: 'realMember',
  answer: rebateClaimAnswer,
});

/** The member's rebate payouts, automatic and manual (my rebate). */
export const report = endpoint({
  method: 'GET',
  path: '/wps/relay/rebate/report',
  module: 'FUNDTRANS3',
  feature: 'PLYRBT',
  access: 'realMember',
  query: rebateReportQuery,
  answer: rebateReportAnswer,
});

/** The superior the member may transfer to (only with an upline and type not 2). */
export const upLine = endpoint({
  method: 'GET',
  path: '/wps/relay/upLine',
  module: 'FUNDTRANS3',
  feature: 'AGETRANSFERUP3',
  access: 'realMember',
  answer: upLineAnswer,
});

/** Cash to the superior, with the payment password: one `transfer` ledger transaction. */
export const upLineTransfer = endpoint({
  method: 'POST',
  path: '/wps/relay/upLine/transfer',
  module: 'FUNDTRANS3',
  feature: 'AGETRANSFERUP3',
  access: 'realMember',
  body: upLineTransferBody,
  answer: upLineTransferAnswer,
});

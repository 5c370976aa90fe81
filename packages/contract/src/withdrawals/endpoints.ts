import { z } from 'zod/mini';
import { endpoint } from '../endpoint.js';
import { onFirstUse } from '../on-first-use.js';
import {
  addAccountBody,
  requestWithdrawalBody,
  withdrawalAccount,
  withdrawalDetail,
  withdrawalIdParams,
  withdrawalPage,
  withdrawalsQuery,
  withdrawOverview,
} from './schemas.js';

/**
 * Withdrawals (module FUNDTRANS3, switch WITHREC3): real members only, a free-trial account is
 * refused (its money is play money).
 */

/** The withdraw screen: balances, turnover left, limits, the member's accounts and the banks. */
export const overview = endpoint({
  method: 'GET',
  path: '/wps/relay/withdraw/overview',
  module: 'FUNDTRANS3',
  feature: 'WITHREC3',
  access: 'realMember',
  answer: withdrawOverview,
});

/** Adds a bank card or e-wallet account (the first one sets the member's payee name). */
export const addAccount = endpoint({
  method: 'POST',
  path: '/wps/relay/withdraw/bankCards',
  module: 'FUNDTRANS3',
  feature: 'WITHREC3',
  access: 'realMember',
  body: addAccountBody,
  answer: withdrawalAccount,
});

export const removeAccount = endpoint({
  method: 'DELETE',
  path: '/wps/relay/withdraw/bankCards/:id',
  module: 'FUNDTRANS3',
  feature: 'WITHREC3',
  access: 'realMember',
  params: withdrawalIdParams,
  answer: onFirstUse(() => z.null()),
});

/** Requests a withdrawal: the amount is held at once (spec/02's /wps/transaction/withdraw). */
export const request = endpoint({
  method: 'POST',
  path: '/wps/transaction/withdraw',
  module: 'FUNDTRANS3',
  feature: 'WITHREC3',
  access: 'realMember',
  body: requestWithdrawalBody,
  answer: withdrawalDetail,
});

/** The withdraw report: the member's withdrawals, newest first. */
export const report = endpoint({
  method: 'GET',
  path: '/wps/relay/withdraw/report',
  module: 'FUNDTRANS3',
  feature: 'WITHREC3',
  access: 'realMember',
  query: withdrawalsQuery,
  answer: withdrawalPage,
});

export const detail = endpoint({
  method: 'GET',
  path: '/wps/relay/withdraw/report/:id',
  module: 'FUNDTRANS3',
  feature: 'WITHREC3',
  access: 'realMember',
  params: withdrawalIdParams,
  answer: withdrawalDetail,
});

/** Cancels a pending withdrawal: the held amount goes back to the balance. */
export const cancel = endpoint({
  method: 'POST',
  path: '/wps/relay/withdraw/report/:id/cancel',
  module: 'FUNDTRANS3',
  feature: 'WITHREC3',
  access: 'realMember',
  params: withdrawalIdParams,
  answer: withdrawalDetail,
});

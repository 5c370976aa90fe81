import { endpoint } from '../endpoint.js';
import { balanceAnswer, walletTransactionPage, walletTransactionsQuery } from './schemas.js';

/** The wallet's endpoints (module FUNDTRANS3). */

/** The member's wallet: play money for a free-trial account, cash otherwise. */
export const balance = endpoint({
  method: 'GET',
  path: '/wps/wallets/balance',
  module: 'FUNDTRANS3',
  access: 'member',
  answer: balanceAnswer,
});

/** The member's own ledger entries, newest first (the account record, TRANSREC3). */
export const transactions = endpoint({
  method: 'GET',
  path: '/wps/relay/wallet/transactions',
  module: 'FUNDTRANS3',
  access: 'member',
  query: walletTransactionsQuery,
  answer: walletTransactionPage,
});

import { endpoint } from '../endpoint.js';
import {
  recordBetDetail,
  recordBetParams,
  recordBetsAnswer,
  recordBetsQuery,
  recordLedgerAnswer,
  recordLedgerQuery,
  recordProfitAnswer,
  recordProfitQuery,
} from './schemas.js';

/**
 * The member's records (module MEMBER3). Each is also behind its site switch: TRANSREC3 (the
 * statement), TRANSBETREPMEM3 (bets), PERSREP (profit and loss); off answers
 * function.not.available.
 */
const MEMBER3 = { module: 'MEMBER3', access: 'member' } as const;

export const ledger = endpoint({
  method: 'GET',
  path: '/wps/relay/records/ledger',
  ...MEMBER3,
  query: recordLedgerQuery,
  answer: recordLedgerAnswer,
});

export const bets = endpoint({
  method: 'GET',
  path: '/wps/relay/records/bets',
  ...MEMBER3,
  query: recordBetsQuery,
  answer: recordBetsAnswer,
});

export const bet = endpoint({
  method: 'GET',
  path: '/wps/relay/records/bets/:roundId',
  ...MEMBER3,
  params: recordBetParams,
  answer: recordBetDetail,
});

export const profitLoss = endpoint({
  method: 'GET',
  path: '/wps/relay/records/profitLoss',
  ...MEMBER3,
  query: recordProfitQuery,
  answer: recordProfitAnswer,
});

import { endpoint } from '../endpoint.js';
import { commissionAnswer, commissionQuery } from './commission.schemas.js';
import {
  agentRatesAnswer,
  agentRatesQuery,
  rateSet,
  updateDownlineRebatesBody,
} from './rates.schemas.js';

/**
 * Rebate setup and agent rebate income. The spec names `updateDownlineRebates`; the other
 * paths follow the relay's style. A trial account is refused (trial.not.allowed), a player or
 * restricted account with agent.required.
 */

/** The caller's rates and defaults, or with `member` a direct or deeper downline's. */
export const agentRates = endpoint({
  method: 'GET',
  path: '/wps/relay/agent/rates',
  module: 'AGENT3',
  feature: 'AGENTREBSET3',
  access: 'realMember',
  query: agentRatesQuery,
  answer: agentRatesAnswer,
});

/** Sets the defaults new direct members get; answers the rates again. */
export const agentDefaults = endpoint({
  method: 'POST',
  path: '/wps/relay/agent/rates/defaults',
  module: 'AGENT3',
  feature: 'AGENTREBSET3',
  access: 'realMember',
  body: rateSet,
  answer: agentRatesAnswer,
});

/** Sets a direct member's prize group and rebates; answers the member's rates. */
export const updateDownlineRebates = endpoint({
  method: 'POST',
  path: '/wps/relay/agent/updateDownlineRebates',
  module: 'AGENT3',
  feature: 'AGENTREBSET3',
  access: 'realMember',
  body: updateDownlineRebatesBody,
  answer: agentRatesAnswer,
});

/** The commission paid to the caller over a range of site days. */
export const agentCommission = endpoint({
  method: 'GET',
  path: '/wps/relay/agent/commission',
  module: 'AGENT3',
  feature: 'AGENTREBINC3',
  access: 'realMember',
  query: commissionQuery,
  answer: commissionAnswer,
});

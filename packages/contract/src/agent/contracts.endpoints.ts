import { endpoint } from '../endpoint.js';
import {
  contractDecisionBody,
  contractIdParams,
  contractKindParams,
  contractOfferBody,
  contractPendingAnswer,
  contractRunsAnswer,
  contractRunsQuery,
  contractView,
  downlineContractsAnswer,
  myContractAnswer,
} from './contracts.schemas.js';

/**
 * Agents' contracts (spec/02 "Agent area": daily salary, dividends, hourly salary). The spec
 * names the contract-pending call's answer, not its path; these follow the relay's style. A
 * kind of account without contracts (4, 40, 41, 42) is answered nothing pending and refused
 * the rest with contract.kind.excluded.
 */

/** Spec/02 "Contract pending": which kinds wait for the signed-in member's answer. */
export const contractPending = endpoint({
  method: 'GET',
  path: '/wps/relay/agent/contracts/pending',
  module: 'AGENT3',
  access: 'member',
  answer: contractPendingAnswer,
});

/** The signed-in member's latest contract of a kind (the contract pages). */
export const myContract = endpoint({
  method: 'GET',
  path: '/wps/relay/agent/contracts/mine/:kind',
  module: 'AGENT3',
  access: 'realMember',
  params: contractKindParams,
  answer: myContractAnswer,
});

/** Accepts or refuses an offered contract of the signed-in member. */
export const decideContract = endpoint({
  method: 'POST',
  path: '/wps/relay/agent/contracts/:id/decision',
  module: 'AGENT3',
  access: 'realMember',
  params: contractIdParams,
  body: contractDecisionBody,
  answer: contractView,
});

/** An upline offers a contract to one of its direct sub-agents. */
export const offerContract = endpoint({
  method: 'POST',
  path: '/wps/relay/agent/contracts/offer',
  module: 'AGENT3',
  access: 'realMember',
  body: contractOfferBody,
  answer: contractView,
});

/** The caller's direct sub-agents and their live contracts (offered or accepted). */
export const downlineContracts = endpoint({
  method: 'GET',
  path: '/wps/relay/agent/contracts/downline',
  module: 'AGENT3',
  access: 'realMember',
  answer: downlineContractsAnswer,
});

/** The periods of the signed-in member's contracts of a kind: figures and payments. */
export const contractRuns = endpoint({
  method: 'GET',
  path: '/wps/relay/agent/contracts/runs',
  module: 'AGENT3',
  access: 'realMember',
  query: contractRunsQuery,
  answer: contractRunsAnswer,
});

import { endpoint } from '../endpoint.js';
import {
  redRainClaimAnswer,
  redRainClaimBody,
  redRainCurrentAnswer,
  redRainMyClaimsAnswer,
  redRainTeamClaimsAnswer,
  redRainTeamClaimsQuery,
} from './redrain.schemas.js';

/**
 * Red envelope rain. The spec names the screen, not its calls; these follow the relay's style.
 * Real accounts only (a free trial plays with play money and wins none); every site member may
 * take part in a site-wide round, a round of one agent's team only that team and the agent.
 */

/** The open round, else the next one, with the caller's eligibility and claim. */
export const redRainCurrent = endpoint({
  method: 'GET',
  path: '/wps/relay/redRain/current',
  module: 'AGENT3',
  feature: 'REDRAIN3',
  access: 'realMember',
  answer: redRainCurrentAnswer,
});

/** Opens the caller's one envelope of an open round. */
export const redRainClaim = endpoint({
  method: 'POST',
  path: '/wps/relay/redRain/claim',
  module: 'AGENT3',
  feature: 'REDRAIN3',
  access: 'realMember',
  body: redRainClaimBody,
  answer: redRainClaimAnswer,
});

export const redRainMyClaims = endpoint({
  method: 'GET',
  path: '/wps/relay/redRain/claims',
  module: 'AGENT3',
  feature: 'REDRAIN3',
  access: 'realMember',
  answer: redRainMyClaimsAnswer,
});

/** An agent's view: the claims of its team (a round's, or the latest), agents only. */
export const redRainTeamClaims = endpoint({
  method: 'GET',
  path: '/wps/relay/agent/redRain/claims',
  module: 'AGENT3',
  feature: 'REDRAIN3',
  access: 'realMember',
  query: redRainTeamClaimsQuery,
  answer: redRainTeamClaimsAnswer,
});

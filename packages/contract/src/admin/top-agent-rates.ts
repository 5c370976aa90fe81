import { agentRatesAnswer, rateSet } from '../agent/rates.schemas.js';
import { adminEndpoint } from './endpoint.js';
import { idParams } from './schemas.js';

/**
 * A top agent's own rates, set by the operator (an agent with an upline gets its rates from
 * that upline, on rebate setup). The answer is rebate setup's: the member's own rates, its
 * defaults for new members, the ceiling (the site's own rates and highest prize group: a top
 * agent's rates are the top of its team's path, so the site's outlay per stake stays its own)
 * and the floor (the highest its direct members hold). `editable` is true for a top agent only.
 * Setting them commits the site's money (members.adjust) and is audited.
 */

/** The member's rates as the operator sees them. */
export const adminMemberRates = adminEndpoint({
  method: 'GET',
  path: '/admin/api/agent-rates/:id',
  guard: 'members.read',
  params: idParams,
  answer: agentRatesAnswer,
});

/** Sets a top agent's prize group and rebate per category (a category left out keeps its own). */
export const adminSetTopAgentRates = adminEndpoint({
  method: 'POST',
  path: '/admin/api/agent-rates/:id',
  guard: 'members.adjust',
  params: idParams,
  body: rateSet,
  answer: agentRatesAnswer,
});

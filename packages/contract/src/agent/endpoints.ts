import { endpoint } from '../endpoint.js';
import { teamKpiAnswer, teamKpiQuery } from './schemas.js';

export * from './contracts.endpoints.js';
export * from './team-figures.endpoints.js';

/**
 * The agent area (spec/02 "Agent area"). The spec lists the relay's "agent KPI" without a path;
 * this one follows the relay's style. A real account's session may call (a free trial is refused
 * with trial.not.allowed, as everywhere a real account is needed); a non-agent (types 0, 40) is
 * refused with agent.required.
 */

/** The agent home's four counters over the agent's team, for a range of site days. */
export const teamKpi = endpoint({
  method: 'GET',
  path: '/wps/relay/agent/kpi',
  module: 'AGENT3',
  access: 'realMember',
  query: teamKpiQuery,
  answer: teamKpiAnswer,
});

/** Rebate setup and agent rebate income. */
export * from './rates.endpoints.js';
export * from './team-endpoints.js';

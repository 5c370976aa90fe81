import { endpoint } from '../endpoint.js';
import { teamKpiAnswer, teamKpiQuery } from './schemas.js';

/**
 * The agent area (spec/02 "Agent area"). The spec lists the relay's "agent KPI" without a path;
 * this one follows the relay's style. Any session may call; a non-agent (types 0, 4, 40) is
 * refused with agent.required.
 */

/** The agent home's four counters over the agent's team, for a range of site days. */
export const teamKpi = endpoint({
  method: 'GET',
  path: '/wps/relay/agent/kpi',
  module: 'AGENT3',
  access: 'member',
  query: teamKpiQuery,
  answer: teamKpiAnswer,
});

/** Rebate setup and agent rebate income. */
export * from './rates.endpoints.js';

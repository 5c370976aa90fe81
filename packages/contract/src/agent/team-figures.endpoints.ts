import { endpoint } from '../endpoint.js';
import { recordBetDetail } from '../records/schemas.js';
import { teamOverviewAnswer, teamOverviewQuery } from './overview.schemas.js';
import { teamPnlAnswer, teamPnlQuery } from './pnl.schemas.js';
import { teamBetParams, teamBetQuery, teamBetsAnswer, teamBetsQuery } from './team-bets.schemas.js';

/**
 * The agent's read-only team figures, in the relay's style (the spec names the screens, not
 * their calls). Any session may call; a non-agent is refused with agent.required, a member
 * outside the caller's team with agent.not.in.team.
 */
const AGENT3 = { module: 'AGENT3', access: 'member' } as const;

export const teamOverview = endpoint({
  method: 'GET',
  path: '/wps/relay/agent/overview',
  ...AGENT3,
  query: teamOverviewQuery,
  answer: teamOverviewAnswer,
});

export const teamPnl = endpoint({
  method: 'GET',
  path: '/wps/relay/agent/pnl',
  ...AGENT3,
  query: teamPnlQuery,
  answer: teamPnlAnswer,
});

export const teamBets = endpoint({
  method: 'GET',
  path: '/wps/relay/agent/bets',
  ...AGENT3,
  query: teamBetsQuery,
  answer: teamBetsAnswer,
});

/** One bet of a team member in full, as the member's own game records show it. */
export const teamBet = endpoint({
  method: 'GET',
  path: '/wps/relay/agent/bets/:roundId',
  ...AGENT3,
  params: teamBetParams,
  query: teamBetQuery,
  answer: recordBetDetail,
});

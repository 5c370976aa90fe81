import {
  isAgentType,
  TEAM_KPI_MAX_RANGE_DAYS,
  type TeamKpiAnswer,
  type TeamKpiQuery,
} from '@lotto/contract';
import type { MemberCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { countMembersOnline } from '../session/index.js';
import { addDays, siteDateBounds } from '../system/index.js';
import { teamActiveCount, teamHasMember } from '../team-tree/index.js';
import type { TeamAnswers } from './team-answers.js';

/**
 * The agent home's four counters (spec/02 "Agent area"): over the signed-in agent's team (its
 * subtree, the agent left out) for a range of the site's days. Sign-ins, bettors and
 * registrations are the tree's counts of active members (a few rows per day); who is online
 * now is the sessions' count over the team as a subquery.
 */

const invalid = (field: 'startDate' | 'endDate', message: string) =>
  new AppError('request_param_err', { fields: [{ field, message }] });

/** The range's site days; bad ranges refused. */
const rangeOf = (timeZone: string, { startDate, endDate }: TeamKpiQuery) => {
  if (!siteDateBounds(timeZone, startDate)) throw invalid('startDate', 'not a date');
  if (!siteDateBounds(timeZone, endDate)) throw invalid('endDate', 'not a date');
  if (endDate < startDate) throw invalid('endDate', 'before startDate');
  if (addDays(startDate, TEAM_KPI_MAX_RANGE_DAYS - 1) < endDate) {
    throw invalid('endDate', `more than ${TEAM_KPI_MAX_RANGE_DAYS} days from startDate`);
  }
  return { from: startDate, to: endDate };
};

/** GET agent KPI: refused to non-agents (agent.required) before the range is looked at. */
export const teamKpi = async (
  ctx: MemberCtx,
  query: TeamKpiQuery,
  answers: TeamAnswers,
): Promise<TeamKpiAnswer> => {
  if (!isAgentType(ctx.member.type)) throw new AppError('agent.required');
  const days = rangeOf(ctx.site.timeZone, query);
  const agentId = ctx.member.id;
  const counts = () =>
    Promise.all([
      teamActiveCount(ctx, agentId, 'login', days),
      teamActiveCount(ctx, agentId, 'bet', days),
      teamActiveCount(ctx, agentId, 'joined', days),
    ]);
  // Who is online changes with time alone (sessions expire): never from a copy.
  const [[logins, bettors, registered], online] = await Promise.all([
    answers.get(ctx, agentId, ['kpi', days.from, days.to], counts),
    countMembersOnline(ctx, teamHasMember(ctx, agentId)),
  ]);
  return {
    teamLoginMemberCount: logins,
    teamBetMemberCount: bettors,
    teamRegisterMemberCount: registered,
    teamOnlineCount: online,
  };
};

import {
  isAgentType,
  TEAM_KPI_MAX_RANGE_DAYS,
  type TeamKpiAnswer,
  type TeamKpiQuery,
} from '@lotto/contract';
import type { MemberCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { countMembersRegistered } from '../member/index.js';
import { countMembersWhoBet } from '../play/index.js';
import { countMembersOnline, countMembersSignedIn } from '../session/index.js';
import { addDays, siteDateBounds } from '../system/index.js';
import { teamMemberIds } from '../team-tree/index.js';

/**
 * The agent home's four counters (spec/02 "Agent area"): over the signed-in agent's team (its
 * subtree, the agent left out) for a range of the site's days. Each figure is one statement:
 * the team's ids from team_paths as a subquery, in the module that owns what is counted.
 */

const invalid = (field: 'startDate' | 'endDate', message: string) =>
  new AppError('request_param_err', { fields: [{ field, message }] });

/** The range's days and instants [start, end) in the site's time zone; bad ranges refused. */
const rangeOf = (timeZone: string, { startDate, endDate }: TeamKpiQuery) => {
  const first = siteDateBounds(timeZone, startDate);
  const last = siteDateBounds(timeZone, endDate);
  if (!first) throw invalid('startDate', 'not a date');
  if (!last) throw invalid('endDate', 'not a date');
  if (endDate < startDate) throw invalid('endDate', 'before startDate');
  if (addDays(startDate, TEAM_KPI_MAX_RANGE_DAYS - 1) < endDate) {
    throw invalid('endDate', `more than ${TEAM_KPI_MAX_RANGE_DAYS} days from startDate`);
  }
  return { days: { from: startDate, to: endDate }, span: { start: first.from, end: last.to } };
};

/** GET agent KPI: refused to non-agents (agent.required) before the range is looked at. */
export const teamKpi = async (ctx: MemberCtx, query: TeamKpiQuery): Promise<TeamKpiAnswer> => {
  if (!isAgentType(ctx.member.type)) throw new AppError('agent.required');
  const { days, span } = rangeOf(ctx.site.timeZone, query);
  const team = teamMemberIds(ctx, ctx.member.id);
  const [logins, bettors, registered, online] = await Promise.all([
    countMembersSignedIn(ctx, team, span),
    countMembersWhoBet(ctx, team, days),
    countMembersRegistered(ctx, team, span),
    countMembersOnline(ctx, team),
  ]);
  return {
    teamLoginMemberCount: logins,
    teamBetMemberCount: bettors,
    teamRegisterMemberCount: registered,
    teamOnlineCount: online,
  };
};

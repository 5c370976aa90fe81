import {
  formatMinor,
  isAgentType,
  TEAM_SERIES_DAYS,
  type TeamOverviewAnswer,
  type TeamOverviewQuery,
  type TeamSeriesDay,
} from '@lotto/contract';
import type { MemberCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { betSumsByKey, noBetSums } from '../play/index.js';
import { addDays, siteDay } from '../system/index.js';
import {
  TEAM_LEDGER_TYPES,
  type TeamLedgerType,
  teamActiveByDay,
  teamActiveCount,
  teamBetsByDay,
  teamBetsOf,
  teamLedgerByDay,
  teamLedgerOf,
  teamSizeOf,
} from '../team-tree/index.js';
import type { TeamAnswers } from './team-answers.js';
import { resolveTeamDays } from './team-range.js';

/**
 * Team overview (spec/02 "Agent area"): the agent's team (its subtree, the agent left out) over
 * a range of site days, and the chart's last TEAM_SERIES_DAYS days. Every figure but the
 * direct members' count comes from the team sums the tree keeps per day (a few rows per day, whatever
 * the team's size); play turns bets into sums with valid stake.
 */

/** Refuses a non-agent (types 0, 4, 40) before anything is read. */
export const requireAgent = (ctx: MemberCtx) => {
  if (!isAgentType(ctx.member.type)) throw new AppError('agent.required');
};

/** GET agent overview. */
export const teamOverview = (
  ctx: MemberCtx,
  query: TeamOverviewQuery,
  answers: TeamAnswers,
): Promise<TeamOverviewAnswer> => {
  requireAgent(ctx);
  const days = resolveTeamDays(ctx.site.timeZone, ctx.now(), query);
  const today = siteDay(ctx.site.timeZone, ctx.now());
  return answers.get(ctx, ctx.member.id, ['overview', days.from, days.to, today], () =>
    overviewOf(ctx, days),
  );
};

const overviewOf = async (
  ctx: MemberCtx,
  days: { from: string; to: string },
): Promise<TeamOverviewAnswer> => {
  const agentId = ctx.member.id;
  const [team, registered, active, bets, ledger, series] = await Promise.all([
    teamSizeOf(ctx, agentId),
    teamActiveCount(ctx, agentId, 'joined', days),
    teamActiveCount(ctx, agentId, 'bet', days),
    teamBetsOf(ctx, [agentId], days).then((rows) => betSumsByKey(ctx, ctx.member.merchantId, rows)),
    teamLedgerOf(ctx, [agentId], days, TEAM_LEDGER_TYPES),
    seriesOf(ctx),
  ]);
  const sums = bets.get(agentId) ?? noBetSums();
  const money = (type: TeamLedgerType) =>
    formatMinor(Math.abs(ledger.get(agentId)?.get(type) ?? 0));
  return {
    from: days.from,
    to: days.to,
    teamSize: team.size,
    directMembers: team.direct,
    indirectMembers: team.size - team.direct,
    newMembers: registered,
    activeMembers: active,
    deposits: money('deposit'),
    withdrawals: money('withdrawal'),
    stake: formatMinor(sums.stake),
    validStake: formatMinor(sums.validStake),
    payout: formatMinor(sums.payout),
    winLoss: formatMinor(sums.payout - sums.stake),
    rebates: money('rebate'),
    salaries: money('salary'),
    dividends: money('dividend'),
    commissions: money('commission'),
    series,
  };
};

/** The last TEAM_SERIES_DAYS site days, oldest first, days without play at 0. */
const seriesOf = async (ctx: MemberCtx): Promise<TeamSeriesDay[]> => {
  const today = siteDay(ctx.site.timeZone, ctx.now());
  const range = { from: addDays(today, 1 - TEAM_SERIES_DAYS), to: today };
  const agentId = ctx.member.id;
  const [bets, active, deposits] = await Promise.all([
    teamBetsByDay(ctx, agentId, range).then((rows) =>
      betSumsByKey(ctx, ctx.member.merchantId, rows),
    ),
    teamActiveByDay(ctx, agentId, 'bet', range),
    teamLedgerByDay(ctx, agentId, range, 'deposit'),
  ]);
  return Array.from({ length: TEAM_SERIES_DAYS }, (_, i) => {
    const day = addDays(range.from, i);
    const sums = bets.get(day) ?? noBetSums();
    return {
      day,
      stake: formatMinor(sums.stake),
      validStake: formatMinor(sums.validStake),
      winLoss: formatMinor(sums.payout - sums.stake),
      deposits: formatMinor(deposits.get(day) ?? 0),
      activeMembers: active.get(day) ?? 0,
    };
  });
};

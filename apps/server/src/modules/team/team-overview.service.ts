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
import { countMembersRegistered } from '../member/index.js';
import { betSumsByDay, countMembersWhoBet, noBetSums, sumBetDays } from '../play/index.js';
import { addDays, siteDay } from '../system/index.js';
import { teamMemberIds, teamSizeByDepth } from '../team-tree/index.js';
import { sumLedgerTypeByDay, sumLedgerTypes } from '../wallet/index.js';
import { resolveTeamDays } from './team-range.js';

/**
 * Team overview (spec/02 "Agent area"): the agent's team (its subtree, the agent left out) over
 * a range of site days, and the chart's last TEAM_SERIES_DAYS days. Each figure is one statement
 * in the module that owns what it sums (play's bet summaries, the wallet's ledger summaries,
 * members), over the team as a subquery of team_paths.
 */

/** The ledger types the overview sums, credited or paid by team members' cash. */
const LEDGER_FIGURES = [
  'deposit',
  'withdrawal',
  'rebate',
  'salary',
  'dividend',
  'commission',
] as const;

/** Refuses a non-agent (types 0, 4, 40) before anything is read. */
export const requireAgent = (ctx: MemberCtx) => {
  if (!isAgentType(ctx.member.type)) throw new AppError('agent.required');
};

/** GET agent overview. */
export const teamOverview = async (
  ctx: MemberCtx,
  query: TeamOverviewQuery,
): Promise<TeamOverviewAnswer> => {
  requireAgent(ctx);
  const days = resolveTeamDays(ctx.site.timeZone, ctx.now(), query);
  const team = teamMemberIds(ctx, ctx.member.id);
  const merchantId = ctx.member.merchantId;
  const [levels, registered, active, bets, ledger, series] = await Promise.all([
    teamSizeByDepth(ctx, ctx.member.id),
    countMembersRegistered(ctx, team, days),
    countMembersWhoBet(ctx, team, days),
    sumBetDays(ctx, merchantId, team, days),
    sumLedgerTypes(ctx, team, days, LEDGER_FIGURES),
    seriesOf(ctx),
  ]);
  const size = levels.reduce((n, l) => n + l.members, 0);
  const direct = levels.find((l) => l.depth === 1)?.members ?? 0;
  const money = (type: (typeof LEDGER_FIGURES)[number]) =>
    formatMinor(Math.abs(ledger.get(type) ?? 0));
  return {
    from: days.from,
    to: days.to,
    teamSize: size,
    directMembers: direct,
    indirectMembers: size - direct,
    newMembers: registered,
    activeMembers: active,
    deposits: money('deposit'),
    withdrawals: money('withdrawal'),
    stake: formatMinor(bets.stake),
    validStake: formatMinor(bets.validStake),
    payout: formatMinor(bets.payout),
    winLoss: formatMinor(bets.payout - bets.stake),
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
  const team = teamMemberIds(ctx, ctx.member.id);
  const [bets, deposits] = await Promise.all([
    betSumsByDay(ctx, ctx.member.merchantId, team, range),
    sumLedgerTypeByDay(ctx, team, range, 'deposit'),
  ]);
  return Array.from({ length: TEAM_SERIES_DAYS }, (_, i) => {
    const day = addDays(range.from, i);
    const sums = bets.get(day) ?? { ...noBetSums(), members: 0 };
    return {
      day,
      stake: formatMinor(sums.stake),
      validStake: formatMinor(sums.validStake),
      winLoss: formatMinor(sums.payout - sums.stake),
      deposits: formatMinor(deposits.get(day) ?? 0),
      activeMembers: sums.members,
    };
  });
};

import {
  formatMinor,
  type GameCategory,
  type PnlFigures,
  type TeamPnlAnswer,
  type TeamPnlQuery,
} from '@lotto/contract';
import type { MemberCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { usernamesOf } from '../member/index.js';
import { type BetSums, noBetSums, sumBetDaysByGroup } from '../play/index.js';
import { directMembers, isInTeam, teamBranches, uplineInTree } from '../team-tree/index.js';
import { sumLedgerTypeByGroup } from '../wallet/index.js';
import { requireAgent } from './team-overview.service.js';
import { resolveTeamDays } from './team-range.js';
import { knownVendor } from './team-vendor.js';

/**
 * Team profit and loss: for the agent, or a sub-agent of its team it drilled into, one row per
 * direct downline with the downline's own bets and its sub-team's, and the totals. Bets and
 * rebates are each one statement over the agent's team in groups (one per direct downline).
 */

const figuresOf = (bets: BetSums, rebates: number): PnlFigures => ({
  stake: formatMinor(bets.stake),
  validStake: formatMinor(bets.validStake),
  payout: formatMinor(bets.payout),
  winLoss: formatMinor(bets.payout - bets.stake),
  rebates: formatMinor(rebates),
});

const addSums = (a: BetSums, b: BetSums): BetSums => ({
  stake: a.stake + b.stake,
  payout: a.payout + b.payout,
  validStake: a.validStake + b.validStake,
});

/** The member whose downlines to list: the caller, or one of its team (never outside it). */
const rootOf = async (ctx: MemberCtx, agentId: number | undefined) => {
  if (agentId === undefined || agentId === ctx.member.id) return ctx.member.id;
  if (!(await isInTeam(ctx, ctx.member.id, agentId))) throw new AppError('agent.not.in.team');
  return agentId;
};

/** GET agent pnl. */
export const teamPnl = async (ctx: MemberCtx, query: TeamPnlQuery): Promise<TeamPnlAnswer> => {
  requireAgent(ctx);
  const days = resolveTeamDays(ctx.site.timeZone, ctx.now(), query);
  const vendor = await knownVendor(ctx, query.vendor);
  const rootId = await rootOf(ctx, query.agentId);
  // HOT is a shelf of the lobby, not a category any bet is of.
  const category: GameCategory | undefined = query.category === 'HOT' ? undefined : query.category;
  const groups = teamBranches(ctx, rootId);
  const [members, bets, rebates, upline] = await Promise.all([
    directMembers(ctx, rootId),
    sumBetDaysByGroup(ctx, ctx.member.merchantId, groups, {
      ...days,
      category,
      vendor,
    }),
    sumLedgerTypeByGroup(ctx, groups, days, 'rebate'),
    rootId === ctx.member.id ? null : uplineInTree(ctx, rootId),
  ]);
  const names = await usernamesOf(ctx, [rootId, ...members.map((m) => m.memberId)]);
  const betsOf = new Map(bets.map((b) => [b.groupId, b]));
  let totalBets = noBetSums();
  let totalRebates = 0;
  const rows = members.map(({ memberId, downlines }) => {
    const b = betsOf.get(memberId) ?? { own: noBetSums(), all: noBetSums() };
    const r = rebates.get(memberId) ?? { own: 0, all: 0 };
    totalBets = addSums(totalBets, b.all);
    totalRebates += r.all;
    return {
      memberId,
      username: names.get(memberId) ?? '',
      downlines,
      own: figuresOf(b.own, r.own),
      team: figuresOf(b.all, r.all),
    };
  });
  return {
    from: days.from,
    to: days.to,
    agent: {
      memberId: rootId,
      username: names.get(rootId) ?? '',
      uplineId: upline === ctx.member.id ? null : upline,
    },
    totals: figuresOf(totalBets, totalRebates),
    rows,
  };
};

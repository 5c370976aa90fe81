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
import { type BetSums, betSumsByKey, noBetSums, ownBetCategories } from '../play/index.js';
import {
  directMembers,
  isInTeam,
  teamBetsOf,
  teamLedgerOf,
  uplineInTree,
} from '../team-tree/index.js';
import { ownLedgerOfMembers } from '../wallet/index.js';
import type { TeamAnswers } from './team-answers.js';
import { requireAgent } from './team-overview.service.js';
import { resolveTeamDays } from './team-range.js';
import { knownVendor } from './team-vendor.js';

/**
 * Team profit and loss: for the agent, or a sub-agent of its team it drilled into, one row per
 * direct downline with the downline's own bets and its sub-team's, and the totals. A direct
 * downline's own figures are its own rows (play's, the wallet's); its sub-team's add the
 * tree's team sums of the downline, a few rows per day whatever the sub-team's size.
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
export const teamPnl = async (
  ctx: MemberCtx,
  query: TeamPnlQuery,
  answers: TeamAnswers,
): Promise<TeamPnlAnswer> => {
  requireAgent(ctx);
  const days = resolveTeamDays(ctx.site.timeZone, ctx.now(), query);
  const vendor = await knownVendor(ctx, query.vendor);
  const rootId = await rootOf(ctx, query.agentId);
  // HOT is a shelf of the lobby, not a category any bet is of.
  const category: GameCategory | undefined = query.category === 'HOT' ? undefined : query.category;
  const filter = { from: days.from, to: days.to, category, vendor };
  return answers.get(ctx, rootId, ['pnl', days.from, days.to, category, vendor], () =>
    pnlOf(ctx, rootId, filter),
  );
};

/** The P&L of the root's direct downlines (the root checked to be the caller or its team's). */
const pnlOf = async (
  ctx: MemberCtx,
  rootId: number,
  filter: {
    from: string;
    to: string;
    category?: GameCategory | undefined;
    vendor?: string | undefined;
  },
): Promise<TeamPnlAnswer> => {
  const [members, upline] = await Promise.all([
    directMembers(ctx, rootId),
    rootId === ctx.member.id ? null : uplineInTree(ctx, rootId),
  ]);
  const ids = members.map((m) => m.memberId);
  const { bets, rebates } = await branchFiguresOf(ctx, ids, filter);
  const names = await usernamesOf(ctx, [rootId, ...members.map((m) => m.memberId)]);
  let totalBets = noBetSums();
  let totalRebates = 0;
  const rows = members.map(({ memberId, downlines }) => {
    const b = bets.get(memberId) ?? { own: noBetSums(), all: noBetSums() };
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
    from: filter.from,
    to: filter.to,
    agent: {
      memberId: rootId,
      username: names.get(rootId) ?? '',
      uplineId: upline === ctx.member.id ? null : upline,
    },
    totals: figuresOf(totalBets, totalRebates),
    rows,
  };
};

/** Per direct downline: its own bets and rebates, and with its sub-team's added (all). */
const branchFiguresOf = async (
  ctx: MemberCtx,
  ids: readonly number[],
  filter: {
    from: string;
    to: string;
    category?: GameCategory | undefined;
    vendor?: string | undefined;
  },
) => {
  const [ownBets, teamBets, ownRebates, teamRebates] = await Promise.all([
    ownBetCategories(ctx, ids, filter),
    teamBetsOf(ctx, ids, filter),
    ownLedgerOfMembers(ctx, ids, filter, 'rebate'),
    teamLedgerOf(ctx, ids, filter, ['rebate']),
  ]);
  const merchantId = ctx.member.merchantId;
  const both = new Map(
    ids.map((id) => [id, [...(ownBets.get(id) ?? []), ...(teamBets.get(id) ?? [])]]),
  );
  const [own, all] = await Promise.all([
    betSumsByKey(ctx, merchantId, ownBets),
    betSumsByKey(ctx, merchantId, both),
  ]);
  const bets = new Map(
    ids.map((id) => [id, { own: own.get(id) ?? noBetSums(), all: all.get(id) ?? noBetSums() }]),
  );
  const rebates = new Map(
    ids.map((id) => {
      const mine = ownRebates.get(id) ?? 0;
      return [id, { own: mine, all: mine + (teamRebates.get(id)?.get('rebate') ?? 0) }];
    }),
  );
  return { bets, rebates };
};

import type { adminReportEndpoints } from '@lotto/contract';
import type { SiteCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { membersByIds, topAgentsPage, usernamesOf } from '../member/index.js';
import { betSumsByKey, ownBetCategories } from '../play/index.js';
import { SITE_LEDGER_TYPES } from '../site-sums/index.js';
import {
  activeAmong,
  directMembers,
  teamActiveCounts,
  teamBetsOf,
  teamLedgerOf,
  teamSizesOf,
} from '../team-tree/index.js';
import { ledgerDaysOfMembers } from '../wallet/index.js';
import {
  addBets,
  addLedger,
  agentFigures,
  type BetSums,
  type LedgerSums,
  noBets,
} from './report-figures.js';

/**
 * The report by agent: the site's top agents (no upline), or the direct downlines of one
 * agent, a page at a time, each row the member with its whole team below it: its own rows
 * (play's, the wallet's) and its team sums (team-tree), a few rows per day and member whatever
 * the team's size. Totals add the page's rows.
 */

type Range = { from: string; to: string };
type Query = adminReportEndpoints.AgentReportQuery;
type Row = adminReportEndpoints.AgentReport['rows'][number];

interface Listed {
  agent: { memberId: number; username: string } | null;
  ids: number[];
  teamSize: Map<number, number>;
  totalCount: number;
}

/** The page's members: top agents by id, or the agent's direct downlines by id. */
const listed = async (
  ctx: SiteCtx,
  query: Query,
  page: { limit: number; offset: number },
): Promise<Listed> => {
  if (query.agentId === undefined) {
    const { totalCount, rows } = await topAgentsPage(ctx, page);
    const ids = rows.map((r) => r.id);
    return { agent: null, ids, teamSize: await teamSizesOf(ctx, ids), totalCount };
  }
  const [agent] = await membersByIds(ctx, [query.agentId]);
  if (!agent || Number(agent.merchant_id) !== ctx.site.id) {
    throw new AppError('admin.member.not.found');
  }
  const all = await directMembers(ctx, agent.id);
  const shown = all.slice(page.offset, page.offset + page.limit);
  return {
    agent: { memberId: agent.id, username: agent.username },
    ids: shown.map((m) => m.memberId),
    teamSize: new Map(shown.map((m) => [m.memberId, m.downlines])),
    totalCount: all.length,
  };
};

/** Per member: itself and its team below it, over the days. */
const figuresOf = async (ctx: SiteCtx, ids: readonly number[], days: Range) => {
  const types = [...SITE_LEDGER_TYPES];
  const [ownBets, teamBets, ownLedger, teamLedger, ownActive, ownJoined, active, joined] =
    await Promise.all([
      ownBetCategories(ctx, ids, days),
      teamBetsOf(ctx, ids, days),
      ledgerDaysOfMembers(ctx, ids, types),
      teamLedgerOf(ctx, ids, days, types),
      activeAmong(ctx, ids, 'bet', days),
      activeAmong(ctx, ids, 'joined', days),
      teamActiveCounts(ctx, ids, 'bet', days),
      teamActiveCounts(ctx, ids, 'joined', days),
    ]);
  const both = new Map(
    ids.map((id) => [id, [...(ownBets.get(id) ?? []), ...(teamBets.get(id) ?? [])]]),
  );
  const money = await betSumsByKey(ctx, ctx.site.id, both);
  // A member's own entries come for every day: those of the range count.
  const own = new Map<number, LedgerSums>();
  for (const r of ownLedger) {
    if (r.day < days.from || r.day > days.to) continue;
    own.set(
      r.memberId,
      addLedger(own.get(r.memberId) ?? {}, { [r.type]: { entries: 0, amount: r.amount } }),
    );
  }
  return ids.map((id) => {
    let ledger: LedgerSums = own.get(id) ?? {};
    for (const [type, amount] of teamLedger.get(id) ?? []) {
      ledger = addLedger(ledger, { [type]: { entries: 0, amount } });
    }
    const bets: BetSums = { bets: 0, validStake: 0, stake: 0, payout: 0, ...money.get(id) };
    const members = {
      activeMembers: (active.get(id) ?? 0) + (ownActive.has(id) ? 1 : 0),
      newMembers: (joined.get(id) ?? 0) + (ownJoined.has(id) ? 1 : 0),
    };
    return { id, members, bets, ledger };
  });
};

type Figures = Awaited<ReturnType<typeof figuresOf>>;

const totalsOf = (figures: Figures) =>
  agentFigures(
    {
      activeMembers: figures.reduce((n, f) => n + f.members.activeMembers, 0),
      newMembers: figures.reduce((n, f) => n + f.members.newMembers, 0),
    },
    figures.map((f) => f.bets).reduce(addBets, noBets()),
    figures.map((f) => f.ledger).reduce(addLedger, {}),
  );

/** A page of rows, with the figures they were made of. */
const pageOf = async (ctx: SiteCtx, query: Query, page: { limit: number; offset: number }) => {
  const days = { from: query.from, to: query.to };
  const list = await listed(ctx, query, page);
  const [figures, names] = await Promise.all([
    figuresOf(ctx, list.ids, days),
    usernamesOf(ctx, list.ids),
  ]);
  const rows: Row[] = figures.map((f) => ({
    memberId: f.id,
    username: names.get(f.id) ?? '',
    teamSize: list.teamSize.get(f.id) ?? 0,
    ...agentFigures(f.members, f.bets, f.ledger),
  }));
  return { list, figures, rows };
};

export const agentReport = async (
  ctx: SiteCtx,
  query: Query,
): Promise<adminReportEndpoints.AgentReport> => {
  const limit = query.pageSize;
  const { list, figures, rows } = await pageOf(ctx, query, {
    limit,
    offset: (query.pageNo - 1) * limit,
  });
  return {
    from: query.from,
    to: query.to,
    agent: list.agent,
    pageNum: query.pageNo,
    totalPages: Math.ceil(list.totalCount / limit),
    totalCount: list.totalCount,
    rows,
    totals: totalsOf(figures),
  };
};

/** Every row of the table (the CSV), read a hundred at a time, and their totals. */
export const allAgentRows = async (ctx: SiteCtx, query: Query) => {
  const rows: Row[] = [];
  const figures: Figures = [];
  for (let offset = 0; ; offset += 100) {
    const page = await pageOf(ctx, query, { limit: 100, offset });
    rows.push(...page.rows);
    figures.push(...page.figures);
    if (offset + 100 >= page.list.totalCount) return { rows, totals: totalsOf(figures) };
  }
};

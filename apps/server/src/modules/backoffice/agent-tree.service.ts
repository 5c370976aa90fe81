import {
  type adminAgentTreeEndpoints as endpoints,
  formatMinor,
  isAgentType,
  MEMBER_TYPES,
} from '@lotto/contract';
import { transaction } from '../../context.js';
import { AppError } from '../../errors.js';
import {
  type MemberRow,
  membersByIds,
  searchSiteMembers,
  setUpline,
  topAgentsPage,
} from '../member/index.js';
import {
  lockTeams,
  moveInTeam,
  teamCountsOf,
  teamMembersAtDepth,
  uplineChain,
} from '../team/index.js';
import { getBalances } from '../wallet/index.js';
import type { OperatorCtx } from './admin-context.js';
import { recordAudit } from './audit.js';
import { siteMember } from './members.service.js';

/**
 * The agent tree (members.read to browse, agents.move to move): through the member, team and
 * wallet modules' doors. A move checks its rules and rewrites the member's upline and its
 * team's paths in one transaction with its audit row.
 */

type AgentMoveBody = endpoints.AgentMoveBody;
type AgentTreeBranch = endpoints.AgentTreeBranch;
type AgentTreeNode = endpoints.AgentTreeNode;
type Page = { pageNo: number; pageSize: number };

const cashOf = async (ctx: OperatorCtx, memberId: number) =>
  (await getBalances(ctx, memberId)).find((b) => b.kind === 'cash')?.balanceMinor ?? 0;

const nodesOf = async (ctx: OperatorCtx, rows: readonly MemberRow[]): Promise<AgentTreeNode[]> => {
  const counts = await teamCountsOf(
    ctx,
    rows.map((r) => r.id),
  );
  const nodes: AgentTreeNode[] = [];
  for (const r of rows) {
    nodes.push({
      id: r.id,
      username: r.username,
      type: r.type,
      uplineId: r.upline_id,
      teamSize: counts.get(r.id)?.teamSize ?? 0,
      directCount: counts.get(r.id)?.directCount ?? 0,
      balance: formatMinor(await cashOf(ctx, r.id)),
      createdAt: Number(r.created_at),
    });
  }
  return nodes;
};

const pageOf = (list: AgentTreeNode[], totalCount: number, page: Page) => ({
  pageNum: page.pageNo,
  totalPages: Math.ceil(totalCount / page.pageSize),
  totalCount,
  list,
});

const limits = (page: Page) => ({
  limit: page.pageSize,
  offset: (page.pageNo - 1) * page.pageSize,
});

/** The member and its uplines, the top first. */
const branchOf = async (ctx: OperatorCtx, member: MemberRow): Promise<AgentTreeBranch> => {
  const uplines = await membersByIds(ctx, await uplineChain(ctx, member.id));
  const nodes = await nodesOf(ctx, [...uplines, member]);
  return { member: nodes[nodes.length - 1] as AgentTreeNode, uplines: nodes.slice(0, -1) };
};

export const topAgents = async (ctx: OperatorCtx, page: Page) => {
  const { totalCount, rows } = await topAgentsPage(ctx, limits(page));
  return pageOf(await nodesOf(ctx, rows), totalCount, page);
};

export const searchTree = async (ctx: OperatorCtx, username: string) => {
  const list: AgentTreeBranch[] = [];
  for (const member of await searchSiteMembers(ctx, username)) {
    list.push(await branchOf(ctx, member));
  }
  return { list };
};

export const downlinesOf = async (ctx: OperatorCtx, id: number, page: Page) => {
  const member = await siteMember(ctx, id);
  const total = (await teamCountsOf(ctx, [member.id])).get(member.id)?.directCount ?? 0;
  const ids = await teamMembersAtDepth(ctx, member.id, 1, limits(page));
  return pageOf(await nodesOf(ctx, await membersByIds(ctx, ids)), total, page);
};

/** The rules a move checks before it touches the tree (the cycle is the team module's). */
const checkMove = (member: MemberRow, upline: MemberRow) => {
  if (member.type === MEMBER_TYPES.freeTrial) throw new AppError('admin.tree.trial');
  if (!isAgentType(upline.type)) throw new AppError('admin.tree.upline.not.agent');
  if (member.upline_id === upline.id) throw new AppError('admin.tree.same.upline');
};

/** Moves the member with its whole team under another agent of the site; answers its new branch. */
export const moveMember = (ctx: OperatorCtx, id: number, body: AgentMoveBody) =>
  transaction(ctx, async (trx) => {
    // Taken before the reads, so a racing move cannot change what the rules were checked on.
    await lockTeams(trx);
    const member = await siteMember(trx, id);
    const upline = await siteMember(trx, body.uplineId);
    checkMove(member, upline);
    if ((await moveInTeam(trx, member.id, upline.id)) === 'cycle') {
      throw new AppError('admin.tree.cycle');
    }
    await setUpline(trx, member.id, upline.id);
    const before = member.upline_id === null ? [] : await membersByIds(trx, [member.upline_id]);
    const branch = await branchOf(trx, { ...member, upline_id: upline.id });
    await recordAudit(trx, {
      action: 'agent.move',
      targetType: 'member',
      targetId: member.id,
      before: { uplineId: member.upline_id, upline: before[0]?.username ?? null },
      after: {
        uplineId: upline.id,
        upline: upline.username,
        teamSize: branch.member.teamSize,
        reason: body.reason,
      },
    });
    return branch;
  });

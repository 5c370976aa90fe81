import {
  formatMinor,
  isAgentType,
  type TeamListAnswer,
  type TeamListMember,
  type TeamListQuery,
} from '@lotto/contract';
import type { MemberCtx } from '../../context.js';
import type { MemberIdSet } from '../../db/member-ids.js';
import { AppError } from '../../errors.js';
import {
  countMemberIds,
  findMember,
  membersListed,
  membersMatching,
  pageOfMemberIds,
} from '../member/index.js';
import { onlineAmong } from '../session/index.js';
import { depthsInTeam, isInTeam, teamIdsAtLevel } from '../team-tree/index.js';
import {
  cashOfMembers,
  countMembersWithCash,
  membersWithCash,
  pageByCash,
} from '../wallet/index.js';

/** A row as the team knows it; the rates beside it come from rebates (downlines adds them). */
export type TeamRow = Omit<TeamListMember, 'prizeGroup' | 'topRebateBp'>;
export type TeamRows = Omit<TeamListAnswer, 'list'> & { list: TeamRow[] };

/**
 * Team management's list (spec/02 "Agent area"): the caller's team, or a sub-agent's in it,
 * filtered and paged in the modules that own each column: team_paths picks the team (and a
 * level), members filters and orders by name, type and dates, the wallet orders by cash.
 */

/** The agent whose team is listed: the caller, or a member of the caller's team. */
const parentOf = async (ctx: MemberCtx, parentId: number | undefined) => {
  const id = parentId ?? ctx.member.id;
  if (id !== ctx.member.id && !(await isInTeam(ctx, ctx.member.id, id))) {
    throw new AppError('team.member.not.found');
  }
  const row = await findMember(ctx, id);
  if (!row) throw new AppError('team.member.not.found');
  return { memberId: row.id, username: row.username };
};

/**
 * By balance: members holding cash, most first, then the rest (0.00) newest first. The two
 * parts are paged apart, so each stays one indexed statement.
 */
const pageByBalance = async (
  ctx: MemberCtx,
  ids: MemberIdSet,
  page: { limit: number; offset: number },
) => {
  const holders = await countMembersWithCash(ctx, ids);
  const first = page.offset < holders ? await pageByCash(ctx, ids, page) : [];
  const left = page.limit - first.length;
  if (left === 0) return first;
  const broke = membersMatching(ctx, ids, { notIn: membersWithCash(ctx, ids) });
  const offset = Math.max(0, page.offset - holders);
  return [
    ...first,
    ...(await pageOfMemberIds(ctx, broke, { by: 'registered', limit: left, offset })),
  ];
};

const rowsOf = async (ctx: MemberCtx, parentId: number, ids: number[]) => {
  const [members, cash, online, depths] = await Promise.all([
    membersListed(ctx, ids),
    cashOfMembers(ctx, ids),
    onlineAmong(ctx, ids),
    depthsInTeam(ctx, parentId, ids),
  ]);
  const byId = new Map(members.map((m) => [m.id, m]));
  return ids.flatMap((id): TeamRow[] => {
    const m = byId.get(id);
    if (!m) return [];
    return [
      {
        memberId: id,
        username: m.username,
        type: m.type,
        level: depths.get(id) ?? 0,
        balance: formatMinor(cash.get(id) ?? 0),
        registeredAt: m.createdAt,
        lastLoginAt: m.lastLoginAt,
        online: online.has(id),
      },
    ];
  });
};

/** GET team: refused to non-agents (agent.required) before anything is read. */
export const teamList = async (ctx: MemberCtx, query: TeamListQuery): Promise<TeamRows> => {
  if (!isAgentType(ctx.member.type)) throw new AppError('agent.required');
  const parent = await parentOf(ctx, query.parentId);
  const team = teamIdsAtLevel(ctx, parent.memberId, query.level);
  const ids = membersMatching(ctx, team, {
    usernamePrefix: query.username,
    type: query.type,
  }) as MemberIdSet;
  const page = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
  const [totalCount, pageIds] = await Promise.all([
    countMemberIds(ctx, ids),
    query.sort === 'balance'
      ? pageByBalance(ctx, ids, page)
      : pageOfMemberIds(ctx, ids, { by: query.sort, ...page }),
  ]);
  return { parent, list: await rowsOf(ctx, parent.memberId, pageIds), totalCount };
};

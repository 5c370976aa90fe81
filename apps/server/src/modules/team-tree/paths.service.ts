import type { Ctx, SiteCtx } from '../../context.js';
import type { MemberIdSet, MemberTest } from '../../db/member-ids.js';
import { siteDay } from '../system/index.js';
import { treeReshaped } from './generation.js';
import { shareTeamsLock } from './move.js';
import {
  countByDepth,
  deletePathsThrough,
  depthsUnder,
  depthUnder,
  directMembersOf,
  idsAtDepth,
  insertPaths,
  membersWithUplineQuery,
  pathsUp,
  teamHasQuery,
  teamIdsAtQuery,
  teamIdsQuery,
  uplineOf,
} from './paths.repository.js';
import { type OwnSums, shiftSums, subtreeSumsOf } from './shift.js';
import { ancestorIdsOf, deleteSumsOf } from './shift.repository.js';
import { recordActive } from './sums.service.js';

/**
 * Agents' teams (DESIGN.md "Agents' teams"): the upline tree kept as a closure table, written
 * in the transaction that creates a member, so "who is in whose team" never lags behind
 * members.upline_id. An agent's team is its subtree WITHOUT the agent: every query here leaves
 * the agent out (depth 1 and deeper).
 */

/**
 * Places a new member under its upline (null: the root of a tree of its own). Call it inside
 * the transaction that inserts the member; an upline that has no paths is a broken tree, and
 * the sign-up fails rather than leave the member outside its agent's team.
 */
export const placeInTeam = async (
  ctx: SiteCtx,
  memberId: number,
  uplineId: number | null,
): Promise<void> => {
  const { db } = ctx;
  if (uplineId !== null) await shareTeamsLock(db);
  const ancestors = await insertPaths(db, memberId, uplineId);
  if (uplineId !== null && ancestors === 0) {
    throw new Error(`upline ${uplineId} of member ${memberId} has no team paths`);
  }
  await recordActive(ctx, memberId, 'joined', siteDay(ctx.site.timeZone, ctx.now()));
};

/**
 * Takes members out of every team (members being deleted), each with its own sums (see
 * OwnSums): their sub-teams' sums leave the ancestors above them, then their rows and every
 * path through them go, so their downlines (whose upline the caller clears) keep no ancestor
 * above them. One at a time, so a removed member under another is not taken away twice.
 */
export const removeFromTeams = async (
  { db }: Ctx,
  members: readonly { memberId: number; own: OwnSums }[],
) => {
  treeReshaped();
  for (const { memberId, own } of members) {
    const sums = await subtreeSumsOf(db, memberId, own);
    await shiftSums(db, await ancestorIdsOf(db, memberId), sums, -1);
    await deletePathsThrough(db, [memberId]);
  }
  if (members.length > 0)
    await deleteSumsOf(
      db,
      members.map((m) => m.memberId),
    );
};

/** True when the member is in the agent's team, at any depth; the agent is not in its own. */
export const isInTeam = async ({ db }: Ctx, agentId: number, memberId: number) =>
  ((await depthUnder(db, agentId, memberId)) ?? 0) >= 1;

/**
 * The agent's team as a subquery of member ids, for the module that owns the rows to count or
 * list (sessions, bets, members) in one statement.
 */
export const teamMemberIds = ({ db }: Ctx, agentId: number): MemberIdSet =>
  teamIdsQuery(db, agentId);

/** Whether a row's member is in the agent's team, one index lookup per row checked. */
export const teamHasMember = ({ db }: Ctx, agentId: number): MemberTest =>
  teamHasQuery(db, agentId);

/** The team's size per level below the agent (1: its direct members), levels with none left out. */
export const teamSizeByDepth = ({ db }: Ctx, agentId: number) => countByDepth(db, agentId);

/** A page of the team's members at one level below the agent, by id. */
export const teamMembersAtDepth = (
  { db }: Ctx,
  agentId: number,
  depth: number,
  page: { limit: number; offset: number },
): Promise<number[]> => idsAtDepth(db, agentId, depth, page);

/** The agent's direct members by id, each with the size of the team below it. */
export const directMembers = ({ db }: Ctx, agentId: number) => directMembersOf(db, agentId);

/** The member's upline in the tree (null: the root of its tree). */
export const uplineInTree = ({ db }: Ctx, memberId: number) => uplineOf(db, memberId);
/** The depth of the member under the agent (1: a direct member), undefined outside its team. */
export const depthInTeam = async ({ db }: Ctx, agentId: number, memberId: number) => {
  const depth = await depthUnder(db, agentId, memberId);
  return depth === undefined || depth < 1 ? undefined : Number(depth);
};

/** Every member who has an upline, as a subquery of member ids. */
export const membersInTeams = ({ db }: Ctx): MemberIdSet => membersWithUplineQuery(db);

/**
 * Each member's path up: its own row (depth 0) and one per ancestor, for members given by id
 * (read in chunks, so a long list stays within a statement's parameters).
 */
export const pathsUpOf = async ({ db }: Ctx, memberIds: readonly number[]) => {
  const rows: { memberId: number; ancestorId: number; depth: number }[] = [];
  for (let i = 0; i < memberIds.length; i += PATH_CHUNK) {
    rows.push(...(await pathsUp(db, memberIds.slice(i, i + PATH_CHUNK))));
  }
  return rows;
};
const PATH_CHUNK = 500;

/** The team at one level below the agent (every level when undefined), as a subquery of ids. */
export const teamIdsAtLevel = ({ db }: Ctx, agentId: number, depth: number | undefined) =>
  teamIdsAtQuery(db, agentId, depth) as MemberIdSet;

/** Each of the members' depth under the agent (those outside its team left out). */
export const depthsInTeam = ({ db }: Ctx, agentId: number, ids: readonly number[]) =>
  depthsUnder(db, agentId, ids);

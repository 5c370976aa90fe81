import {
  type AgentDefaultsBody,
  type AgentRatesAnswer,
  type AgentRatesQuery,
  DEFAULT_PRIZE_GROUPS,
  isAgentType,
  type UpdateDownlineRebatesBody,
} from '@lotto/contract';
import type { Ctx, MemberCtx } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import { findMember } from '../member/index.js';
import { depthInTeam, teamMembersAtDepth } from '../team/index.js';
import {
  defaultsOf,
  overlay,
  type Rates,
  resolveRates,
  siteTopRates,
} from './agent-rates.model.js';
import { saveRates } from './agent-rates.repository.js';
import { checkRates, highestOf, NO_FLOOR, partialOf, wireOf } from './agent-rates.rules.js';

/**
 * Rebate setup (docs/agent-rates.md "Rates and commission"): an agent reads its own rates, sets the
 * defaults of its new direct members, and sets its direct members' rates within its own.
 */

/** A first level larger than this is read no further for the floor (none comes near). */
const DIRECT_MEMBERS_MAX = 100_000;
export const groupRange = { min: DEFAULT_PRIZE_GROUPS.min, max: DEFAULT_PRIZE_GROUPS.max };

const requireAgent = (ctx: MemberCtx) => {
  if (!isAgentType(ctx.member.type)) throw new AppError('agent.required');
};

export const resolvedOf = async (ctx: Ctx, memberId: number) => {
  const { rates, rows } = await resolveRates(ctx, [memberId]);
  return { own: rates.get(memberId) as Rates, row: rows.get(memberId) };
};

const directMembersOf = (ctx: Ctx, memberId: number) =>
  teamMembersAtDepth(ctx, memberId, 1, { limit: DIRECT_MEMBERS_MAX, offset: 0 });

/** The highest rates the member's own direct members hold: the member may not go below them. */
export const floorOf = async (ctx: Ctx, memberId: number): Promise<Rates> => {
  const direct = await directMembersOf(ctx, memberId);
  const { rates } = await resolveRates(ctx, direct);
  return highestOf(
    direct.map((id) => rates.get(id) as Rates),
    NO_FLOOR,
  );
};

/**
 * Writes out the rates the member's direct members hold now, for those whose own come from the
 * member's defaults: called before the member's defaults or own rates change, so the change
 * reaches only members placed after it.
 */
export const freezeDirectMembers = async (ctx: Ctx, memberId: number, merchantId: number) => {
  const direct = await directMembersOf(ctx, memberId);
  const { rates, rows } = await resolveRates(ctx, direct);
  for (const id of direct) {
    const own = rates.get(id);
    if (own && rows.get(id)?.own.prizeGroup == null) {
      await saveRates(ctx, { id, merchant_id: merchantId }, { own });
    }
  }
};

const ownView = async (ctx: MemberCtx): Promise<AgentRatesAnswer> => {
  const { own, row } = await resolvedOf(ctx, ctx.member.id);
  const view = { member: null, editable: true, own: wireOf(own) };
  const limits = { ceiling: wireOf(own), floor: wireOf(NO_FLOOR), groupRange };
  return { ...view, defaults: wireOf(defaultsOf(own, row)), ...limits };
};

/** The downline's depth in the caller's team; refused outside it. */
const depthOf = async (ctx: MemberCtx, memberId: number) => {
  const depth = await depthInTeam(ctx, ctx.member.id, memberId);
  if (depth === undefined) throw new AppError('agent.member.not.in.team');
  return depth;
};

const downlineView = async (ctx: MemberCtx, memberId: number): Promise<AgentRatesAnswer> => {
  const depth = await depthOf(ctx, memberId);
  const [member, mine, theirs, floor] = await Promise.all([
    findMember(ctx, memberId),
    resolvedOf(ctx, ctx.member.id),
    resolvedOf(ctx, memberId),
    floorOf(ctx, memberId),
  ]);
  if (!member) throw new AppError('agent.member.not.in.team');
  return {
    member: { id: member.id, username: member.username, type: member.type },
    editable: depth === 1,
    own: wireOf(theirs.own),
    defaults: null,
    ceiling: wireOf(mine.own),
    floor: wireOf(floor),
    groupRange,
  };
};

/** GET rates: the caller's own, or a member of its team's (any depth; editing is direct only). */
export const agentRatesView = async (
  ctx: MemberCtx,
  query: AgentRatesQuery,
): Promise<AgentRatesAnswer> => {
  requireAgent(ctx);
  return query.member === undefined ? ownView(ctx) : downlineView(ctx, query.member);
};

/** POST defaults: never above the caller's own. */
export const setAgentDefaults = async (
  ctx: MemberCtx,
  body: AgentDefaultsBody,
): Promise<AgentRatesAnswer> => {
  requireAgent(ctx);
  const part = partialOf(body);
  await inTransaction(ctx.db, async (db) => {
    const tx = { ...ctx, db };
    const { own, row } = await resolvedOf(tx, ctx.member.id);
    const before = defaultsOf(own, row);
    checkRates(overlay(before, part), { ceiling: own, floor: NO_FLOOR });
    await freezeDirectMembers(tx, ctx.member.id, ctx.site.id);
    const me = { id: ctx.member.id, merchant_id: ctx.site.id };
    await saveRates(tx, me, { defaults: part, before: wireOf(before) });
  });
  return agentRatesView(ctx, {});
};

/** POST updateDownlineRebates: a direct member only, within the ceiling and the floor. */
export const updateDownlineRebates = async (
  ctx: MemberCtx,
  body: UpdateDownlineRebatesBody,
): Promise<AgentRatesAnswer> => {
  requireAgent(ctx);
  const part = partialOf(body);
  await inTransaction(ctx.db, async (db) => {
    const tx = { ...ctx, db };
    if ((await depthOf(tx, body.memberId)) !== 1) throw new AppError('agent.rates.not.direct');
    const [mine, theirs, floor] = await Promise.all([
      resolvedOf(tx, ctx.member.id),
      resolvedOf(tx, body.memberId),
      floorOf(tx, body.memberId),
    ]);
    const next = overlay(theirs.own, part);
    const confirmRaise = body.confirmRaise === true;
    checkRates(next, { ceiling: mine.own, floor, current: theirs.own, confirmRaise });
    await freezeDirectMembers(tx, body.memberId, ctx.site.id);
    const target = { id: body.memberId, merchant_id: ctx.site.id };
    const change = { own: next, before: wireOf(theirs.own), agentId: ctx.member.id };
    await saveRates(tx, target, change);
  });
  return downlineView(ctx, body.memberId);
};

/** The site's own rates: the top of every path (what a top agent holds until given its own). */
export const siteBaseRates = async (ctx: Ctx, merchantId: number) =>
  wireOf(await siteTopRates(ctx, merchantId));

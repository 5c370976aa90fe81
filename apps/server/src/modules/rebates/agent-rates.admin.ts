import { type AgentRatesAnswer, isAgentType, type RateSet } from '@lotto/contract';
import { transaction } from '../../context.js';
import { AppError } from '../../errors.js';
import { type OperatorCtx, recordAudit, siteMember } from '../backoffice/index.js';
import type { MemberRow } from '../member/index.js';
import { defaultsOf, overlay, type Rates, siteTopRates } from './agent-rates.model.js';
import { saveRates } from './agent-rates.repository.js';
import { checkRates, partialOf, wireOf } from './agent-rates.rules.js';
import { floorOf, freezeDirectMembers, groupRange, resolvedOf } from './agent-rates.service.js';

/**
 * The operator's view of an agent's rates, and a top agent's own rates set by the operator:
 * nobody above it sets them, and its rates are the top of its team's path, so they may never
 * be above the site's own (what the site pays per stake stays its own) nor below what its
 * direct members hold. An agent with an upline is its upline's to set (rebate setup).
 */

const agentOf = async (ctx: OperatorCtx, id: number) => {
  const member = await siteMember(ctx, id);
  if (!isAgentType(member.type)) throw new AppError('admin.rates.not.agent');
  return member;
};

/** The most the member may hold: the site's top for a top agent, else its upline's own. */
const ceilingOf = async (ctx: OperatorCtx, member: MemberRow): Promise<Rates> =>
  member.upline_id === null
    ? siteTopRates(ctx, ctx.site.id)
    : (await resolvedOf(ctx, member.upline_id)).own;

export const adminMemberRates = async (ctx: OperatorCtx, id: number): Promise<AgentRatesAnswer> => {
  const member = await agentOf(ctx, id);
  const [mine, ceiling, floor] = await Promise.all([
    resolvedOf(ctx, member.id),
    ceilingOf(ctx, member),
    floorOf(ctx, member.id),
  ]);
  return {
    member: { id: member.id, username: member.username, type: member.type },
    editable: member.upline_id === null,
    own: wireOf(mine.own),
    defaults: wireOf(defaultsOf(mine.own, mine.row)),
    ceiling: wireOf(ceiling),
    floor: wireOf(floor),
    groupRange,
  };
};

/** Sets a top agent's own rates within the site's and above its direct members', audited. */
export const setTopAgentRates = async (ctx: OperatorCtx, id: number, body: RateSet) => {
  await transaction(ctx, async (trx) => {
    const member = await agentOf(trx, id);
    if (member.upline_id !== null) throw new AppError('admin.rates.has.upline');
    const part = partialOf(body);
    const [mine, ceiling, floor] = await Promise.all([
      resolvedOf(trx, member.id),
      ceilingOf(trx, member),
      floorOf(trx, member.id),
    ]);
    const next = overlay(mine.own, part);
    checkRates(next, { ceiling, floor, aboveCode: 'admin.rates.above.site' });
    // Its members holding only its defaults keep what they hold now.
    await freezeDirectMembers(trx, member.id, ctx.site.id);
    await saveRates(trx, member, { own: next });
    await recordAudit(trx, {
      action: 'agent.rates.set',
      targetType: 'member',
      targetId: member.id,
      before: wireOf(mine.own),
      after: wireOf(next),
    });
  });
  return adminMemberRates(ctx, id);
};

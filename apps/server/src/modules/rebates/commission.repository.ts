import type { Ctx } from '../../context.js';
import './agent-rates.tables.js';

/** The agent's commission rows over a range of site days (the income screen). */

export interface AgentRange {
  agentId: number;
  from: string;
  to: string;
}

export const commissionDaysOf = (ctx: Ctx, r: AgentRange) =>
  ctx.db
    .selectFrom('agent_commission_payouts')
    .select(['day', 'amount_minor', 'valid_stake_minor'])
    .where('agent_id', '=', r.agentId)
    .where('day', '>=', r.from)
    .where('day', '<=', r.to)
    .orderBy('day', 'desc')
    .execute();

/** The lines summed by category or by direct member, largest first. */
export const commissionLinesBy = (ctx: Ctx, column: 'category' | 'downline_id', r: AgentRange) =>
  ctx.db
    .selectFrom('agent_commission_lines')
    .select((eb) => [
      column,
      eb.fn.sum<number>('valid_stake_minor').as('stake'),
      eb.fn.sum<number>('amount_e4').as('e4'),
    ])
    .where('agent_id', '=', r.agentId)
    .where('day', '>=', r.from)
    .where('day', '<=', r.to)
    .groupBy(column)
    .orderBy('e4', 'desc')
    .execute();

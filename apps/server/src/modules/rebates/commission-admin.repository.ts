import type { Ctx } from '../../context.js';
import type { AgentCommissionPayoutsTable } from './agent-rates.tables.js';

/** The back office's reads of commission payouts and their lines, one site at a time. */

export interface PayoutFilter {
  merchantId: number;
  from?: string | undefined;
  to?: string | undefined;
  agentId?: number | undefined;
}

export type PayoutRow = AgentCommissionPayoutsTable;

const numbers = (r: PayoutRow): PayoutRow => ({
  ...r,
  agent_id: Number(r.agent_id),
  merchant_id: Number(r.merchant_id),
  valid_stake_minor: Number(r.valid_stake_minor),
  amount_minor: Number(r.amount_minor),
  transaction_id: r.transaction_id === null ? null : Number(r.transaction_id),
  created_at: Number(r.created_at),
});

const payoutsOf = (ctx: Ctx, f: PayoutFilter) => {
  let q = ctx.db.selectFrom('agent_commission_payouts').where('merchant_id', '=', f.merchantId);
  if (f.from !== undefined) q = q.where('day', '>=', f.from);
  if (f.to !== undefined) q = q.where('day', '<=', f.to);
  if (f.agentId !== undefined) q = q.where('agent_id', '=', f.agentId);
  return q;
};

/** A page of the site's payouts, newest day first (within a day, the latest paid first). */
export const payoutsPage = async (
  ctx: Ctx,
  filter: PayoutFilter,
  page: { limit: number; offset: number },
) => {
  const base = payoutsOf(ctx, filter);
  const { n } = await base
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('day', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('agent_id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { totalCount: Number(n), rows: rows.map(numbers) };
};

/** One agent's payout of a day, if the site paid one. */
export const payoutOf = async (ctx: Ctx, merchantId: number, agentId: number, day: string) => {
  const row = await payoutsOf(ctx, { merchantId, agentId, from: day, to: day })
    .selectAll()
    .executeTakeFirst();
  return row && numbers(row);
};

/** The lines of an agent's day, the largest amount first. */
export const payoutLinesOf = (ctx: Ctx, agentId: number, day: string) =>
  ctx.db
    .selectFrom('agent_commission_lines')
    .select(['downline_id', 'category', 'valid_stake_minor', 'amount_e4'])
    .where('agent_id', '=', agentId)
    .where('day', '=', day)
    .orderBy('amount_e4', 'desc')
    .orderBy('downline_id')
    .orderBy('category')
    .execute();

import {
  formatMinor,
  type GameCategory,
  type RebateAccruedAnswer,
  type RebateClaimAnswer,
  type RebateLine,
  type RebatePayout,
  type RebateReportAnswer,
  type RebateReportQuery,
} from '@lotto/contract';
import type { Ctx, MemberCtx } from '../../context.js';
import { isUniqueViolation } from '../../db/idempotent.js';
import { AppError } from '../../errors.js';
import { accrualOf, linesOf } from './accrual.js';
import { NothingToPay, payRebate } from './payout.js';
import type { RebatePayoutKind, RebatePayoutLineRow, RebatePayoutRow } from './rebates.tables.js';

/** The member's side: what has accrued, the manual claim, and the report of both kinds. */

const lineOf = (l: {
  category: GameCategory;
  stake: number;
  rateBp: number;
  amount: number;
}): RebateLine => ({
  category: l.category,
  validStake: formatMinor(l.stake),
  ratePercent: l.rateBp / 100,
  amount: formatMinor(l.amount),
});

const lastPaidAt = async (ctx: MemberCtx) => {
  const row = await ctx.db
    .selectFrom('rebate_payouts')
    .select((eb) => eb.fn.max<number>('created_at').as('at'))
    .where('member_id', '=', ctx.member.id)
    .where('amount_minor', '>', 0)
    .executeTakeFirst();
  return row?.at == null ? null : Number(row.at);
};

/** GET accrued: everything owed through now, by category. */
export const accruedRebate = async (ctx: MemberCtx): Promise<RebateAccruedAnswer> => {
  const accrual = await accrualOf(ctx, ctx.member.id, null);
  return {
    total: formatMinor(accrual.totalMinor),
    validStake: formatMinor(accrual.stakeMinor),
    lines: linesOf(accrual.items).map(lineOf),
    lastPaidAt: await lastPaidAt(ctx),
  };
};

const payoutOf = (row: RebatePayoutRow, lines: readonly RebatePayoutLineRow[]): RebatePayout => ({
  id: Number(row.id),
  kind: row.kind,
  amount: formatMinor(Number(row.amount_minor)),
  validStake: formatMinor(Number(row.valid_stake_minor)),
  lines: lines.map((l) =>
    lineOf({
      category: l.category as GameCategory,
      stake: Number(l.valid_stake_minor),
      rateBp: Number(l.rate_bp),
      amount: Number(l.amount_minor),
    }),
  ),
  createdAt: Number(row.created_at),
});

const linesOfPayouts = async (ctx: MemberCtx, ids: number[]) => {
  if (ids.length === 0) return new Map<number, RebatePayoutLineRow[]>();
  const rows = await ctx.db
    .selectFrom('rebate_payout_lines')
    .selectAll()
    .where('payout_id', 'in', ids)
    .orderBy('category')
    .execute();
  const byPayout = new Map<number, RebatePayoutLineRow[]>();
  for (const r of rows)
    byPayout.set(Number(r.payout_id), [...(byPayout.get(Number(r.payout_id)) ?? []), r]);
  return byPayout;
};

/** POST claim: pays everything owed through now; a double tap finds nothing left. */
export const claimRebate = async (ctx: MemberCtx): Promise<RebateClaimAnswer> => {
  let paid: Awaited<ReturnType<typeof payRebate>>;
  try {
    paid = await payRebate(ctx, ctx.member.id, 'manual', null);
  } catch (err) {
    // A unique key refused the payout: another payout of the member committed first.
    if (err instanceof NothingToPay || isUniqueViolation(err))
      throw new AppError('rebate.nothing.to.claim');
    throw err;
  }
  const row = await ctx.db
    .selectFrom('rebate_payouts')
    .selectAll()
    .where('id', '=', paid.payoutId)
    .executeTakeFirstOrThrow();
  const lines = await linesOfPayouts(ctx, [paid.payoutId]);
  return {
    payout: payoutOf(row, lines.get(paid.payoutId) ?? []),
    balance: formatMinor(paid.balanceMinor),
  };
};

/** GET report: the member's payouts, newest first, paged. */
export const rebateReport = async (
  ctx: MemberCtx,
  query: RebateReportQuery,
): Promise<RebateReportAnswer> => {
  const base = ctx.db
    .selectFrom('rebate_payouts')
    .where('member_id', '=', ctx.member.id)
    .where('amount_minor', '>', 0)
    .$if(query.kind !== undefined, (q) => q.where('kind', '=', query.kind ?? 'auto'));
  const totals = await base
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>('amount_minor').as('sum'),
    ])
    .executeTakeFirst();
  const totalCount = Number(totals?.count ?? 0);
  const rows = await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize)
    .execute();
  const lines = await linesOfPayouts(
    ctx,
    rows.map((r) => Number(r.id)),
  );
  return {
    pageNum: query.pageNo,
    totalPages: Math.ceil(totalCount / query.pageSize),
    totalCount,
    list: rows.map((r) => payoutOf(r, lines.get(Number(r.id)) ?? [])),
    totalAmount: formatMinor(Number(totals?.sum ?? 0)),
  };
};

/** Whether the member has had a payout of the kind (the demo seed's natural key). */
export const hasRebatePayout = async (ctx: Ctx, memberId: number, kind: RebatePayoutKind) =>
  (await ctx.db
    .selectFrom('rebate_payouts')
    .select('id')
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .where('amount_minor', '>', 0)
    .executeTakeFirst()) !== undefined;

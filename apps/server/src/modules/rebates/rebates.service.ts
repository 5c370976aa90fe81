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
import {
  findLastPaidAt,
  findPayoutLines,
  findPayoutPage,
  findPayoutRow,
  hasPayoutRow,
} from './rebates.repository.js';
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

/** GET accrued: everything owed through now, by category. */
export const accruedRebate = async (ctx: MemberCtx): Promise<RebateAccruedAnswer> => {
  const accrual = await accrualOf(ctx, ctx.member.id, null);
  return {
    total: formatMinor(accrual.totalMinor),
    validStake: formatMinor(accrual.stakeMinor),
    lines: linesOf(accrual.items).map(lineOf),
    lastPaidAt: await findLastPaidAt(ctx, ctx.member.id),
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
  const row = await findPayoutRow(ctx, paid.payoutId);
  const lines = await findPayoutLines(ctx, [paid.payoutId]);
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
  const { totalCount, totalMinor, rows } = await findPayoutPage(ctx, ctx.member.id, query);
  const lines = await findPayoutLines(
    ctx,
    rows.map((r) => Number(r.id)),
  );
  return {
    pageNum: query.pageNo,
    totalPages: Math.ceil(totalCount / query.pageSize),
    totalCount,
    list: rows.map((r) => payoutOf(r, lines.get(Number(r.id)) ?? [])),
    totalAmount: formatMinor(totalMinor),
  };
};

/** Whether the member has had a payout of the kind (the demo seed's natural key). */
export const hasRebatePayout = (ctx: Ctx, memberId: number, kind: RebatePayoutKind) =>
  hasPayoutRow(ctx, memberId, kind);

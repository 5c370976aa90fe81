import {
  ADMIN_LIMITS,
  type Adjustment,
  type AdjustmentBody,
  type AdjustmentStatus,
  formatMinor,
  parseMinor,
} from '@lotto/contract';
import { transaction } from '../../context.js';
import { idempotentWrite } from '../../db/idempotent.js';
import { AppError } from '../../errors.js';
import { usernamesOf } from '../member/index.js';
import { adjustMemberCash } from '../wallet/index.js';
import {
  decidePendingAdjustment,
  findAdjustment,
  findAdjustmentByKey,
  findAdjustmentPage,
  insertAdjustment,
  setAdjustmentTransaction,
} from './adjustments.repository.js';
import type { OperatorCtx } from './admin-context.js';
import { recordAudit } from './audit.js';
import type { AdjustmentRow } from './backoffice.tables.js';
import { siteMember } from './members.service.js';
import { operatorNamesOf } from './operators.repository.js';

/**
 * Manual adjustments (members.adjust): one `adjustment` ledger transaction with a reason, under
 * the app's request key. Above the threshold it waits for a second approval by a DIFFERENT
 * operator holding the permission (DESIGN.md "Back office realm"); the pending row is claimed
 * by one conditional update, so two approvers at once post it once.
 */

const answersOf = async (ctx: OperatorCtx, rows: AdjustmentRow[]): Promise<Adjustment[]> => {
  const members = await usernamesOf(
    ctx,
    rows.map((r) => r.member_id),
  );
  const operators = await operatorNamesOf(
    ctx.db,
    rows.flatMap((r) => [r.requested_by, ...(r.decided_by === null ? [] : [r.decided_by])]),
  );
  return rows.map((r) => ({
    id: r.id,
    memberId: r.member_id,
    username: members.get(r.member_id) ?? '',
    amount: formatMinor(Number(r.amount_minor)),
    reason: r.reason,
    status: r.status,
    requestedBy: operators.get(r.requested_by) ?? '',
    decidedBy: r.decided_by === null ? null : (operators.get(r.decided_by) ?? ''),
    transactionId: r.transaction_id,
    createdAt: Number(r.created_at),
    decidedAt: r.decided_at === null ? null : Number(r.decided_at),
  }));
};

const answerOf = async (ctx: OperatorCtx, row: AdjustmentRow) => {
  const [answer] = await answersOf(ctx, [row]);
  if (!answer) throw new Error('no adjustment answer');
  return answer;
};

/**
 * Claims the pending row for `decidedBy` (one conditional update: a second approver finds it
 * decided), then posts its transaction (key `adjustment:<id>`) in the same transaction.
 */
const post = async (trx: OperatorCtx, row: AdjustmentRow, decidedBy: number) => {
  const now = trx.now();
  const decision = { status: 'posted', decided_by: decidedBy, decided_at: now } as const;
  if (!(await decidePendingAdjustment(trx.db, row.id, decision)))
    throw new AppError('admin.adjustment.decided');
  const { transactionId } = await adjustMemberCash(trx, {
    merchantId: row.merchant_id,
    memberId: row.member_id,
    amountMinor: Number(row.amount_minor),
    key: `adjustment:${row.id}`,
    reference: `adjustment:${row.id}`,
  });
  await setAdjustmentTransaction(trx.db, row.id, transactionId);
  return {
    ...row,
    status: 'posted' as const,
    decided_by: decidedBy,
    decided_at: now,
    transaction_id: transactionId,
  };
};

const sameRequest = (row: AdjustmentRow, ctx: OperatorCtx, body: AdjustmentBody, amount: number) =>
  row.requested_by === ctx.operator.id &&
  row.member_id === body.memberId &&
  Number(row.amount_minor) === amount;

/** Writes the request (and posts it when no approval is needed), audited, in one transaction. */
const writeRequest = (ctx: OperatorCtx, body: AdjustmentBody, memberId: number, amount: number) =>
  transaction(ctx, async (trx) => {
    const inserted = await insertAdjustment(trx.db, {
      merchant_id: trx.site.id,
      member_id: memberId,
      amount_minor: amount,
      reason: body.reason,
      request_key: body.requestKey,
      status: 'pending',
      requested_by: trx.operator.id,
      created_at: trx.now(),
    });
    const needsApproval = Math.abs(amount) > ADMIN_LIMITS.adjustmentApprovalAboveMinor;
    const done = needsApproval ? inserted : await post(trx, inserted, trx.operator.id);
    await recordAudit(trx, {
      action: needsApproval ? 'adjustment.request' : 'adjustment.post',
      targetType: 'member',
      targetId: memberId,
      before: null,
      after: {
        adjustmentId: done.id,
        amount: body.amount,
        reason: body.reason,
        status: done.status,
        transactionId: done.transaction_id,
      },
    });
    return done;
  });

/** A request key answers its first request again, copies sent at once included. */
export const requestAdjustment = async (
  ctx: OperatorCtx,
  body: AdjustmentBody,
): Promise<Adjustment> => {
  const amount = parseMinor(body.amount);
  if (amount === null || amount === 0) {
    throw new AppError('request_param_err', { fields: [{ field: 'amount', message: 'not zero' }] });
  }
  const member = await siteMember(ctx, body.memberId);
  const earlier = async () => {
    const row = await findAdjustmentByKey(ctx.db, ctx.site.id, body.requestKey);
    if (row && !sameRequest(row, ctx, body, amount)) throw new AppError('admin.request.key.reused');
    return row;
  };
  const row = await idempotentWrite(earlier, () => writeRequest(ctx, body, member.id, amount));
  return answerOf(ctx, row);
};

const decided = (row: AdjustmentRow) => ({
  adjustmentId: row.id,
  status: row.status,
  amount: formatMinor(Number(row.amount_minor)),
  transactionId: row.transaction_id,
});

/** The second approval: a different operator; posts the transaction with the claim. */
export const approveAdjustment = async (ctx: OperatorCtx, id: number, reason?: string) => {
  const row = await transaction(ctx, async (trx) => {
    const found = await findAdjustment(trx.db, trx.site.id, id);
    if (!found) throw new AppError('admin.adjustment.not.found');
    if (found.status !== 'pending') throw new AppError('admin.adjustment.decided');
    if (found.requested_by === trx.operator.id) throw new AppError('admin.approval.self');
    const posted = await post(trx, found, trx.operator.id);
    await recordAudit(trx, {
      action: 'adjustment.approve',
      targetType: 'member',
      targetId: found.member_id,
      before: decided(found),
      after: { ...decided(posted), ...(reason ? { reason } : {}) },
    });
    return posted;
  });
  return answerOf(ctx, row);
};

export const rejectAdjustment = async (ctx: OperatorCtx, id: number, reason?: string) => {
  const row = await transaction(ctx, async (trx) => {
    const found = await findAdjustment(trx.db, trx.site.id, id);
    if (!found) throw new AppError('admin.adjustment.not.found');
    const now = trx.now();
    const claimed = await decidePendingAdjustment(trx.db, id, {
      status: 'rejected',
      decided_by: trx.operator.id,
      decided_at: now,
      decision_reason: reason ?? null,
    });
    if (!claimed) throw new AppError('admin.adjustment.decided');
    const rejected = {
      ...found,
      status: 'rejected' as const,
      decided_by: trx.operator.id,
      decided_at: now,
    };
    await recordAudit(trx, {
      action: 'adjustment.reject',
      targetType: 'member',
      targetId: found.member_id,
      before: decided(found),
      after: { ...decided(rejected), ...(reason ? { reason } : {}) },
    });
    return rejected;
  });
  return answerOf(ctx, row);
};

export const listAdjustments = async (
  ctx: OperatorCtx,
  query: {
    pageNo: number;
    pageSize: number;
    status?: AdjustmentStatus | undefined;
    memberId?: number | undefined;
  },
) => {
  const { totalCount, rows } = await findAdjustmentPage(ctx.db, ctx.site.id, query);
  return {
    pageNum: query.pageNo,
    totalPages: Math.ceil(totalCount / query.pageSize),
    totalCount,
    list: await answersOf(ctx, rows),
  };
};

import { type adminLotteryEndpoints, formatMinor } from '@lotto/contract';
import { transaction } from '../../context.js';
import { isUniqueViolation } from '../../db/idempotent.js';
import { AppError } from '../../errors.js';
import { type OperatorCtx, recordAudit } from '../backoffice/index.js';
import {
  type CancelListRow,
  decidePendingCancel,
  findCancelListRow,
  findCancelPage,
  findCancelRow,
  findPendingCancelOfDraw,
  insertCancelRow,
  refundedOfDraw,
  setCancelRefund,
} from './cancels.repository.js';
import type { DrawCancelStatus } from './cancels.tables.js';
import { findSiteDrawRow } from './draws.admin-repository.js';
import { cancelDraw } from './draws.service.js';
import { refundCancelledDraw } from './draws.settlement.js';

/**
 * Cancelling a draw and refunding its orders takes two operators holding lottery.cancel
 * (DESIGN "Back office realm"): one asks with a reason, another approves or rejects, never the
 * one who asked. Only a draw not yet drawn can be cancelled: once its result is public,
 * cancelling it would let an operator undo an outcome the site did not like. The approval
 * claims the request with one conditional update, cancels the draw (status-conditional, as the
 * job's own cancel) and refunds through the job's refund (ledger key per draw and member), all
 * in one transaction with its audit row: two approvals at once pay once, and a draw the job
 * drew a moment before leaves the request pending and nothing moved. While a request waits,
 * the draws job does not draw that draw (drawIdsDue); sales still close at their time.
 */

type AdminDrawCancel = adminLotteryEndpoints.AdminDrawCancel;

const viewOf = (row: CancelListRow): AdminDrawCancel => ({
  id: row.id,
  drawId: row.draw_id,
  gameCode: row.game_code,
  drawNo: row.draw_no,
  drawStatus: row.draw_status,
  reason: row.reason,
  status: row.status,
  requestedBy: row.requested_name,
  decidedBy: row.decided_name,
  decisionReason: row.decision_reason,
  refundedOrders: Number(row.refunded_orders),
  refunded: formatMinor(Number(row.refunded_minor)),
  createdAt: Number(row.created_at),
  decidedAt: row.decided_at === null ? null : Number(row.decided_at),
});

const viewById = async (ctx: OperatorCtx, id: number): Promise<AdminDrawCancel> => {
  const row = await findCancelListRow(ctx.db, id);
  if (!row) throw new AppError('admin.lottery.cancel.not.found');
  return viewOf(row);
};

const cancellable = (status: string) => status === 'open' || status === 'closed';
/** Who unsealed a cancelled draw's seed, in lottery_seed_access. */
const actorOf = (ctx: OperatorCtx) => `operator:${ctx.operator.username}`;

export const drawCancels = async (
  ctx: OperatorCtx,
  query: { pageNo: number; pageSize: number; status?: DrawCancelStatus | undefined },
) => {
  const { rows, total } = await findCancelPage(ctx.db, ctx.site.id, {
    status: query.status,
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  });
  return {
    pageNum: query.pageNo,
    totalPages: Math.ceil(total / query.pageSize),
    totalCount: total,
    list: rows.map(viewOf),
  };
};

export const requestDrawCancel = async (
  ctx: OperatorCtx,
  drawId: number,
  reason: string,
): Promise<AdminDrawCancel> => {
  try {
    return await transaction(ctx, async (trx) => {
      const draw = await findSiteDrawRow(trx.db, trx.site.id, drawId);
      if (!draw) throw new AppError('admin.lottery.draw.not.found');
      if (!cancellable(draw.status)) throw new AppError('admin.lottery.draw.finished');
      if (await findPendingCancelOfDraw(trx.db, drawId)) {
        throw new AppError('admin.lottery.cancel.pending');
      }
      const id = await insertCancelRow(trx.db, {
        merchant_id: trx.site.id,
        draw_id: drawId,
        reason,
        requested_by: trx.operator.id,
        requested_name: trx.operator.username,
        created_at: trx.now(),
      });
      const view = await viewById(trx, id);
      await recordAudit(trx, {
        action: 'lottery.cancel.request',
        targetType: 'lottery_draw',
        targetId: drawId,
        before: { drawStatus: draw.status },
        after: { requestId: id, reason, status: view.status },
      });
      return view;
    });
  } catch (err) {
    // Two requests at once: the pending index lets one through.
    if (isUniqueViolation(err)) throw new AppError('admin.lottery.cancel.pending');
    throw err;
  }
};

/** The request of this site, pending, and not the caller's own. */
const pendingOf = async (ctx: OperatorCtx, id: number) => {
  const row = await findCancelRow(ctx.db, ctx.site.id, id);
  if (!row) throw new AppError('admin.lottery.cancel.not.found');
  if (row.requested_by === ctx.operator.id) throw new AppError('admin.approval.self');
  if (row.status !== 'pending') throw new AppError('admin.lottery.cancel.decided');
  return row;
};

export const approveDrawCancel = (ctx: OperatorCtx, id: number): Promise<AdminDrawCancel> =>
  transaction(ctx, async (trx) => {
    const row = await pendingOf(trx, id);
    const decided = await decidePendingCancel(trx.db, id, {
      status: 'approved',
      decided_by: trx.operator.id,
      decided_name: trx.operator.username,
      decision_reason: null,
      decided_at: trx.now(),
    });
    if (!decided) throw new AppError('admin.lottery.cancel.decided');
    const draw = await findSiteDrawRow(trx.db, trx.site.id, row.draw_id);
    if (!draw) throw new AppError('admin.lottery.draw.not.found');
    // Already cancelled (a day late, by the job): approving still refunds whatever is left.
    if (draw.status !== 'cancelled') {
      const cancelled = await cancelDraw(trx, draw.id, row.reason, actorOf(trx));
      if (!cancelled) throw new AppError('admin.lottery.draw.finished');
    }
    await refundCancelledDraw(trx, draw.id);
    const refunded = await refundedOfDraw(trx.db, draw.id);
    await setCancelRefund(trx.db, id, refunded);
    const view = await viewById(trx, id);
    await recordAudit(trx, {
      action: 'lottery.cancel.approve',
      targetType: 'lottery_draw',
      targetId: draw.id,
      before: { requestId: id, status: 'pending', drawStatus: draw.status },
      after: {
        requestId: id,
        status: view.status,
        drawStatus: view.drawStatus,
        refundedOrders: view.refundedOrders,
        refunded: view.refunded,
      },
    });
    return view;
  });

export const rejectDrawCancel = (
  ctx: OperatorCtx,
  id: number,
  reason: string | undefined,
): Promise<AdminDrawCancel> =>
  transaction(ctx, async (trx) => {
    const row = await pendingOf(trx, id);
    const decided = await decidePendingCancel(trx.db, id, {
      status: 'rejected',
      decided_by: trx.operator.id,
      decided_name: trx.operator.username,
      decision_reason: reason?.length ? reason : null,
      decided_at: trx.now(),
    });
    if (!decided) throw new AppError('admin.lottery.cancel.decided');
    const view = await viewById(trx, id);
    await recordAudit(trx, {
      action: 'lottery.cancel.reject',
      targetType: 'lottery_draw',
      targetId: row.draw_id,
      before: { requestId: id, status: 'pending' },
      after: { requestId: id, status: view.status, reason: view.decisionReason },
    });
    return view;
  });

import { DECISION_REASON_MAX, type WithdrawalStatus } from '@lotto/contract';
import type { SiteCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { moneyTransaction } from '../wallet/index.js';
import { moveWithdrawalMoney } from './withdrawal-money.js';
import { recordStep } from './withdrawal-steps.js';
import {
  countApprovals,
  insertApproval,
  lockWithdrawal,
  settleWithdrawal,
} from './withdrawals.repository.js';

/**
 * The operator's side (the back office's door): approve or reject a pending withdrawal. From
 * the site's threshold on, two approvals by different operators pay it (DESIGN "Back office
 * realm": a second approval is never the first approver's). The withdrawal row is locked for
 * the transaction and every move is conditional on `pending`, so concurrent approvals pay once
 * and an approval racing the member's cancel leaves exactly one outcome.
 */

export interface ApprovalAnswer {
  id: number;
  status: WithdrawalStatus;
  approvals: number;
  approvalsNeeded: number;
}

const requirePending = async (ctx: SiteCtx, id: number) => {
  const w = await lockWithdrawal(ctx, id);
  if (!w || w.merchant_id !== ctx.site.id) throw new AppError('withdraw.not.exist');
  if (w.status !== 'pending') throw new AppError('withdraw.not.pending');
  return w;
};

export const approveWithdrawal = (
  ctx: SiteCtx,
  input: { id: number; operatorId: number },
): Promise<ApprovalAnswer> =>
  moneyTransaction(ctx, async (trx) => {
    const w = await requirePending(trx, input.id);
    const at = trx.now();
    const added = await insertApproval(trx, {
      withdrawalId: w.id,
      operatorId: input.operatorId,
      at,
    });
    if (!added) throw new AppError('withdraw.approval.same.operator');
    const approvals = await countApprovals(trx, w.id);
    const answer = { id: w.id, approvals, approvalsNeeded: w.approvals_needed };
    if (approvals < w.approvals_needed) {
      await recordStep(trx, w, 'approved', { operatorId: input.operatorId });
      return { ...answer, status: 'pending' };
    }
    if (!(await settleWithdrawal(trx, w.id, { status: 'paid', at }))) {
      throw new AppError('withdraw.not.pending');
    }
    await moveWithdrawalMoney(trx, w, 'pay');
    await recordStep(trx, w, 'paid', { operatorId: input.operatorId });
    return { ...answer, status: 'paid' };
  });

export const rejectWithdrawal = (
  ctx: SiteCtx,
  input: { id: number; operatorId: number; reason: string },
): Promise<ApprovalAnswer> =>
  moneyTransaction(ctx, async (trx) => {
    const reason = input.reason.trim();
    if (reason.length === 0 || reason.length > DECISION_REASON_MAX) {
      throw new AppError('request_param_err', { reason: 'reason' });
    }
    const w = await requirePending(trx, input.id);
    if (!(await settleWithdrawal(trx, w.id, { status: 'rejected', reason, at: trx.now() }))) {
      throw new AppError('withdraw.not.pending');
    }
    await moveWithdrawalMoney(trx, w, 'release');
    await recordStep(trx, w, 'rejected', { operatorId: input.operatorId, note: reason });
    const approvals = await countApprovals(trx, w.id);
    return { id: w.id, status: 'rejected', approvals, approvalsNeeded: w.approvals_needed };
  });

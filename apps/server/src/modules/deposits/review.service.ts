import { DECISION_REASON_MAX } from '@lotto/contract';
import type { SiteCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import type { LocalText } from '../inbox/index.js';
import { findOrder, type OrderRow } from './deposits.repository.js';
import { closeOrder, creditOrder } from './settle.js';

/**
 * The operator's side of bank transfers (the back office calls these): approve credits the
 * declared amount once, however many approvals arrive at once; reject closes it with a reason.
 * Both refuse an order of another site, one that is not a bank transfer, or one settled before.
 */

const pendingBankOrder = async (ctx: SiteCtx, orderId: number): Promise<OrderRow> => {
  const order = await findOrder(ctx.db, orderId);
  if (!order || order.merchant_id !== ctx.site.id || order.kind !== 'bank') {
    throw new AppError('deposit.order.not.found');
  }
  if (order.status !== 'pending') throw new AppError('deposit.order.settled');
  return order;
};

export const approveBankDeposit = async (
  ctx: SiteCtx,
  input: { orderId: number; operatorId: number },
): Promise<OrderRow> => {
  const order = await pendingBankOrder(ctx, input.orderId);
  const outcome = await creditOrder(ctx, order, { operatorId: input.operatorId });
  if (outcome !== 'credited') throw new AppError('deposit.order.settled');
  return (await findOrder(ctx.db, order.id)) ?? order;
};

export const rejectBankDeposit = async (
  ctx: SiteCtx,
  input: { orderId: number; operatorId: number; reason: string; reasons?: LocalText },
): Promise<OrderRow> => {
  const reason = input.reason.trim();
  const texts = [reason, ...Object.values(input.reasons ?? {}).map((r) => (r ?? '').trim())];
  if (reason.length === 0 || texts.some((r) => r.length > DECISION_REASON_MAX)) {
    throw new AppError('request_param_err', { fields: [{ field: 'reason', message: 'required' }] });
  }
  const order = await pendingBankOrder(ctx, input.orderId);
  const closed = await closeOrder(ctx, order, {
    status: 'rejected',
    reason,
    ...(input.reasons ? { reasons: input.reasons } : {}),
    operatorId: input.operatorId,
  });
  if (!closed) throw new AppError('deposit.order.settled');
  return (await findOrder(ctx.db, order.id)) ?? order;
};

import { adminDepositEndpoints as endpoints } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import { transaction } from '../../context.js';
import { adminRoute, recordAudit } from '../backoffice/index.js';
import {
  adminDepositView,
  depositCallbacksOf,
  depositQueue,
  receiptForReview,
} from './admin.service.js';
import { approveBankDeposit, rejectBankDeposit } from './review.service.js';

/**
 * The back office's deposits (deposits.review): the queue, approve and reject (each audited in
 * the action's own transaction, so the audit row exists exactly when the decision does), the
 * receipt, and a gateway order's callbacks.
 */
export const depositAdminRoutes: FastifyPluginAsync = async (app) => {
  const uploadDir = app.config.uploadDir;

  adminRoute(app, endpoints.deposits, (ctx, { query }) => depositQueue(ctx, query));
  adminRoute(app, endpoints.approveDeposit, (ctx, { params }) =>
    transaction(ctx, async (trx) => {
      const before = await adminDepositView(trx, params.id);
      await approveBankDeposit(trx, { orderId: params.id, operatorId: ctx.operator.id });
      const after = await adminDepositView(trx, params.id);
      await recordAudit(trx, {
        action: 'deposit.approve',
        targetType: 'deposit',
        targetId: params.id,
        before: { status: before.status, amount: before.amount },
        after: { status: after.status, amount: after.amount },
      });
      return after;
    }),
  );
  adminRoute(app, endpoints.rejectDeposit, (ctx, { params, body }) =>
    transaction(ctx, async (trx) => {
      const before = await adminDepositView(trx, params.id);
      await rejectBankDeposit(trx, {
        orderId: params.id,
        operatorId: ctx.operator.id,
        reason: body.reason,
      });
      const after = await adminDepositView(trx, params.id);
      await recordAudit(trx, {
        action: 'deposit.reject',
        targetType: 'deposit',
        targetId: params.id,
        before: { status: before.status },
        after: { status: after.status, reason: after.reason },
      });
      return after;
    }),
  );
  adminRoute(app, endpoints.depositReceipt, async (ctx, { params }, { reply }) => {
    const image = await receiptForReview(ctx, params.id, uploadDir);
    return reply.type(image.mime).header('cache-control', 'private, no-store').send(image.bytes);
  });
  adminRoute(app, endpoints.depositCallbacks, (ctx, { params }) =>
    depositCallbacksOf(ctx, params.id),
  );
};

import type { Ctx } from '../../context.js';
import { every, type Job, serviceCtx } from '../../jobs/job.js';
import { findStalePending } from './deposits.repository.js';
import { gatewayOf } from './gateways.js';
import { closeOrder, creditOrder, siteCtxOfOrder } from './settle.js';

/** A gateway order without a callback this long is asked about. */
export const QUERY_AFTER_MS = 5 * 60_000;
/** One still open at the provider this long is closed as expired; a later callback credits nothing. */
export const EXPIRE_AFTER_MS = 30 * 60_000;
const RUN_EVERY_MS = 60_000;
const BATCH = 200;

/**
 * Payment status queries (DESIGN "Time and jobs"): every minute, each gateway order still
 * pending after QUERY_AFTER_MS is asked about at its gateway and settled by the answer (paid:
 * credited with the provider's transaction claimed, so its late callback is a duplicate;
 * failed; still open past EXPIRE_AFTER_MS: expired). The lease runs a slot once across
 * processes; each order is its own step, and the order's conditional settlement and the
 * ledger key make a doubled run credit nothing twice.
 */
export const depositStatusJob: Job = {
  name: 'deposit-status',
  schedule: every(RUN_EVERY_MS),
  catchUp: 'latest',
  run: async (job, slot) => {
    const ctx: Ctx = { db: job.db, now: job.now, log: job.log };
    for (const order of await findStalePending(job.db, slot - QUERY_AFTER_MS, BATCH)) {
      const gateway = gatewayOf(order.gateway);
      if (!gateway || !order.provider_ref) continue;
      const answer = await gateway.queryStatus(ctx, order.provider_ref);
      if (answer.status === 'pending' && order.created_at > slot - EXPIRE_AFTER_MS) continue;
      await job.step(`order:${order.id}`, async (trx) => {
        const siteCtx = await siteCtxOfOrder(serviceCtx(job, trx), order);
        if (answer.status === 'pending') {
          await closeOrder(siteCtx, order, { status: 'expired', reason: null });
        } else if (
          answer.status === 'failed' ||
          answer.amountMinor !== order.amount_minor ||
          answer.currency !== order.currency
        ) {
          await closeOrder(siteCtx, order, { status: 'failed', providerTxnId: answer.txnId });
        } else {
          await creditOrder(siteCtx, order, {
            provider: { gateway: gateway.code, txnId: answer.txnId },
          });
        }
      });
    }
  },
};

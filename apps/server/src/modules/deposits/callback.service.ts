import type { Ctx } from '../../context.js';
import { findOrderByNo, logCallback } from './deposits.repository.js';
import type { CallbackVerdict } from './deposits.tables.js';
import { gatewayOf } from './gateways.js';
import { closeOrder, creditOrder, siteCtxOfOrder } from './settle.js';

/**
 * A gateway's callback (DESIGN "Server-to-server calls"): authenticated by its signature over
 * the raw body, matched against the order (amount and currency), deduplicated by the
 * provider's transaction id (a unique key), and logged with its raw body and verdict whatever
 * it turns out to be. Only a verified, matching, new 'paid' callback credits.
 */

/** Copies older than this are refused as stale: deduplication holds within it. */
export const CALLBACK_WINDOW_MS = 24 * 60 * 60_000;

export interface CallbackResult {
  verdict: CallbackVerdict;
  /** Whether the provider should stop sending it (everything verified is "received"). */
  received: boolean;
}

export const handleCallback = async (
  ctx: Ctx,
  input: { gateway: string; rawBody: Buffer; signature: string | undefined },
): Promise<CallbackResult> => {
  const { rawBody, signature } = input;
  const log = (verdict: CallbackVerdict, orderId: number | null, txnId: string | null) =>
    logCallback(ctx.db, {
      gateway: input.gateway,
      orderId,
      providerTxnId: txnId,
      rawBody: rawBody.toString('utf8'),
      signature: signature ?? null,
      verdict,
      at: ctx.now(),
    });
  const done = async (verdict: CallbackVerdict, orderId: number | null, txnId: string | null) => {
    await log(verdict, orderId, txnId);
    const refused = verdict === 'bad_signature' || verdict === 'malformed';
    if (refused || verdict.endsWith('_mismatch') || verdict === 'unknown_order') {
      ctx.log.warn({ gateway: input.gateway, verdict, orderId }, 'deposit callback refused');
    }
    return { verdict, received: !refused };
  };

  const gateway = gatewayOf(input.gateway);
  if (!gateway) return done('bad_signature', null, null);
  const verified = gateway.verifyCallback(rawBody, signature);
  if (!verified.ok) return done(verified.verdict, null, null);
  const { facts } = verified;
  const order = await findOrderByNo(ctx.db, facts.orderNo);
  if (!order || order.gateway !== gateway.code) return done('unknown_order', null, facts.txnId);
  if (facts.amountMinor !== order.amount_minor)
    return done('amount_mismatch', order.id, facts.txnId);
  if (facts.currency !== order.currency) return done('currency_mismatch', order.id, facts.txnId);
  if (facts.sentAt < ctx.now() - CALLBACK_WINDOW_MS) return done('stale', order.id, facts.txnId);

  const siteCtx = await siteCtxOfOrder(ctx, order);
  if (facts.status === 'failed') {
    const closed = await closeOrder(siteCtx, order, {
      status: 'failed',
      providerTxnId: facts.txnId,
    });
    return done(closed ? 'failed' : 'late', order.id, facts.txnId);
  }
  const outcome = await creditOrder(siteCtx, order, {
    provider: { gateway: gateway.code, txnId: facts.txnId },
  });
  const verdict: CallbackVerdict =
    outcome === 'credited' ? 'credited' : outcome === 'duplicate' ? 'duplicate' : 'late';
  return done(verdict, order.id, facts.txnId);
};

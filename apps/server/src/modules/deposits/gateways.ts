import { parseMinor } from '@lotto/contract';
import { z } from 'zod/mini';
import type { Ctx } from '../../context.js';
import { findPayment, openPayment, signatureMatches } from '../demo-gateway/index.js';

/**
 * Payment gateways behind one interface (README "Deposits"): open a payment, verify a
 * callback, ask a payment's status. A channel names its gateway by code.
 */

/** What a verified callback or a status query says about a payment. */
export interface PaymentFacts {
  orderNo: string;
  amountMinor: number;
  currency: string;
  txnId: string;
  status: 'paid' | 'failed';
  /** When the provider sent it (epoch ms); a status answer: when it was asked. */
  sentAt: number;
}

export type Verified =
  | { ok: true; facts: PaymentFacts }
  | { ok: false; verdict: 'bad_signature' | 'malformed' };

export interface PaymentGateway {
  code: string;
  createPayment(
    ctx: Ctx,
    payment: {
      orderNo: string;
      amountMinor: number;
      currency: string;
      method: 'card' | 'qr';
      callbackUrl: string;
      returnUrl: string;
    },
  ): Promise<{ providerRef: string; payPath: string }>;
  /** Checks the signature over the raw body first; nothing of an unverified body is read. */
  verifyCallback(rawBody: Buffer, signature: string | undefined): Verified;
  /** The payment's state at the provider: pending, or its outcome. */
  queryStatus(ctx: Ctx, providerRef: string): Promise<PaymentFacts | { status: 'pending' }>;
}

const demoCallback = z.object({
  orderNo: z.string().check(z.minLength(1), z.maxLength(64)),
  amount: z.string().check(z.maxLength(20)),
  currency: z.string().check(z.minLength(1), z.maxLength(8)),
  txnId: z.string().check(z.minLength(1), z.maxLength(64)),
  status: z.enum(['paid', 'failed']),
  sentAt: z.int(),
});

const demoGateway: PaymentGateway = {
  code: 'demo',
  createPayment: async (ctx, p) => {
    const opened = await openPayment(ctx, {
      merchantOrderNo: p.orderNo,
      amountMinor: p.amountMinor,
      currency: p.currency,
      method: p.method,
      callbackUrl: p.callbackUrl,
      returnUrl: p.returnUrl,
    });
    return { providerRef: opened.id, payPath: opened.payPath };
  },
  verifyCallback: (rawBody, signature) => {
    if (!signatureMatches(rawBody, signature)) return { ok: false, verdict: 'bad_signature' };
    let json: unknown;
    try {
      json = JSON.parse(rawBody.toString('utf8'));
    } catch {
      return { ok: false, verdict: 'malformed' };
    }
    const parsed = demoCallback.safeParse(json);
    const amountMinor = parsed.success ? parseMinor(parsed.data.amount) : null;
    if (!parsed.success || amountMinor === null) return { ok: false, verdict: 'malformed' };
    const { amount: _amount, ...rest } = parsed.data;
    return { ok: true, facts: { ...rest, amountMinor } };
  },
  queryStatus: async (ctx, providerRef) => {
    const payment = await findPayment(ctx.db, providerRef);
    if (!payment || payment.status === 'open' || !payment.txn_id) return { status: 'pending' };
    return {
      orderNo: payment.merchant_order_no,
      amountMinor: payment.amount_minor,
      currency: payment.currency,
      txnId: payment.txn_id,
      status: payment.status === 'paid' ? 'paid' : 'failed',
      sentAt: ctx.now(),
    };
  },
};

const GATEWAYS = new Map<string, PaymentGateway>([[demoGateway.code, demoGateway]]);

export const gatewayOf = (code: string | null): PaymentGateway | undefined =>
  code === null ? undefined : GATEWAYS.get(code);

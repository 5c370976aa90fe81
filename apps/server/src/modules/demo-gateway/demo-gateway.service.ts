import { randomBytes } from 'node:crypto';
import { formatMinor } from '@lotto/contract';
import type { Kysely } from 'kysely';
import type { Ctx } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { closeOpenPayment, findPaymentRow, insertOpenPayment } from './demo-gateway.repository.js';
import type { DemoPaymentRow } from './demo-gateway.tables.js';
import { type DemoCallbackBody, signBody } from './signing.js';
import './demo-gateway.tables.js';

/**
 * The demo payment gateway: a separate party with its own book, its own hosted page and its
 * own secret. A merchant opens a payment (in real life an HTTPS call to the provider's API),
 * sends the payer to the page, and learns the outcome from a signed callback, or by asking.
 */

type Db = Kysely<Database>;

export const PAY_PAGE_PATH = '/demo-gateway/pay/';

export interface OpenPayment {
  merchantOrderNo: string;
  amountMinor: number;
  currency: string;
  method: 'card' | 'qr';
  callbackUrl: string;
  returnUrl: string;
}

/** Opens a payment (again for the same merchant order: the first one). */
export const openPayment = async (
  { db, now }: Ctx,
  payment: OpenPayment,
): Promise<{ id: string; payPath: string }> => {
  const id = await insertOpenPayment(db, {
    id: `pg_${randomBytes(12).toString('hex')}`,
    merchant_order_no: payment.merchantOrderNo,
    amount_minor: payment.amountMinor,
    currency: payment.currency,
    method: payment.method,
    callback_url: payment.callbackUrl,
    return_url: payment.returnUrl,
    created_at: now(),
    updated_at: now(),
  });
  return { id, payPath: `${PAY_PAGE_PATH}${id}` };
};

/** A payment by id, as the gateway's page and a merchant's status query read it. */
export const findPayment = (db: Db, id: string): Promise<DemoPaymentRow | undefined> =>
  findPaymentRow(db, id);

/** The payer pressed Pay or Cancel: the payment closes once, with a transaction id. */
export const closePayment = async (
  { db, now }: Ctx,
  id: string,
  outcome: 'paid' | 'cancelled',
): Promise<DemoPaymentRow | undefined> => {
  await closeOpenPayment(db, id, {
    status: outcome,
    txn_id: `tx_${randomBytes(10).toString('hex')}`,
    updated_at: now(),
  });
  return findPayment(db, id);
};

/** The callback body of a closed payment and its signature. */
export const callbackOf = (
  payment: DemoPaymentRow,
  sentAt: number,
): { body: string; signature: string } => {
  const message: DemoCallbackBody = {
    orderNo: payment.merchant_order_no,
    amount: formatMinor(payment.amount_minor),
    currency: payment.currency,
    txnId: payment.txn_id ?? '',
    status: payment.status === 'paid' ? 'paid' : 'failed',
    sentAt,
  };
  const body = JSON.stringify(message);
  return { body, signature: signBody(body) };
};

/**
 * Posts the signed callback to the merchant, as a provider does; a failed delivery is only
 * logged: the merchant's status query settles the payment later.
 */
export const deliverCallback = async (ctx: Ctx, payment: DemoPaymentRow): Promise<boolean> => {
  const { body, signature } = callbackOf(payment, ctx.now());
  try {
    const answer = await fetch(payment.callback_url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-gateway-signature': signature },
      body,
      signal: AbortSignal.timeout(5000),
    });
    return answer.ok;
  } catch (error) {
    ctx.log.warn({ err: error, payment: payment.id }, 'demo gateway: callback not delivered');
    return false;
  }
};

import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The demo gateway's signature: hex HMAC-SHA256 of the raw body under the secret the gateway
 * and the merchant share (DEMO_GATEWAY_SECRET; the platform's own secrets are never used).
 */
export const DEMO_GATEWAY_SECRET =
  process.env.DEMO_GATEWAY_SECRET ?? 'demo-gateway-shared-secret-change-me';

export const signBody = (body: string | Buffer, secret = DEMO_GATEWAY_SECRET): string =>
  createHmac('sha256', secret).update(body).digest('hex');

/** Constant-time check of a hex signature. */
export const signatureMatches = (
  body: Buffer,
  signature: string | undefined,
  secret = DEMO_GATEWAY_SECRET,
): boolean => {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signBody(body, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
};

/** What the demo gateway posts to the merchant's callback URL. */
export interface DemoCallbackBody {
  /** The merchant's order number. */
  orderNo: string;
  /** Two decimals, "100.00". */
  amount: string;
  currency: string;
  txnId: string;
  status: 'paid' | 'failed';
  /** Epoch ms when the gateway sent it. */
  sentAt: number;
}

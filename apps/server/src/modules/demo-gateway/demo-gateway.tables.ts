import type { Selectable } from 'kysely';

/** The demo gateway's own book (migration 0026): the platform never reads it. Times epoch ms. */
export interface DemoGatewayPaymentsTable {
  /** The gateway's payment id (random). */
  id: string;
  merchant_order_no: string;
  amount_minor: number;
  currency: string;
  /** 'card' (the payment gateway page) or 'qr' (the e-wallet page). */
  method: 'card' | 'qr';
  callback_url: string;
  return_url: string;
  status: 'open' | 'paid' | 'cancelled';
  /** The gateway's transaction id, once paid or cancelled. */
  txn_id: string | null;
  created_at: number;
  updated_at: number;
}
export type DemoPaymentRow = Selectable<DemoGatewayPaymentsTable>;

declare module '../../db/schema.js' {
  interface Database {
    demo_gateway_payments: DemoGatewayPaymentsTable;
  }
}

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { DemoPaymentRow } from './demo-gateway.tables.js';

type Db = Kysely<Database>;

const toNumbers = (r: DemoPaymentRow): DemoPaymentRow => ({
  ...r,
  amount_minor: Number(r.amount_minor),
  created_at: Number(r.created_at),
  updated_at: Number(r.updated_at),
});

/** Stores an open payment unless its merchant order has one; answers that order's payment id. */
export const insertOpenPayment = async (
  db: Db,
  row: Omit<DemoPaymentRow, 'status' | 'txn_id'>,
): Promise<string> => {
  await db
    .insertInto('demo_gateway_payments')
    .values({ ...row, status: 'open', txn_id: null })
    .onConflict((oc) => oc.column('merchant_order_no').doNothing())
    .execute();
  const found = await db
    .selectFrom('demo_gateway_payments')
    .select('id')
    .where('merchant_order_no', '=', row.merchant_order_no)
    .executeTakeFirstOrThrow();
  return found.id;
};

export const findPaymentRow = async (db: Db, id: string): Promise<DemoPaymentRow | undefined> => {
  const row = await db
    .selectFrom('demo_gateway_payments')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toNumbers(row) : undefined;
};

/** Closes an open payment (one conditional update: a closed one stays as it was). */
export const closeOpenPayment = async (
  db: Db,
  id: string,
  change: { status: 'paid' | 'cancelled'; txn_id: string; updated_at: number },
): Promise<void> => {
  await db
    .updateTable('demo_gateway_payments')
    .set(change)
    .where('id', '=', id)
    .where('status', '=', 'open')
    .execute();
};

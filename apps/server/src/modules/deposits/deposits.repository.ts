import type { DepositStatus } from '@lotto/contract';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type {
  CallbackVerdict,
  DepositBankAccountsTable,
  DepositChannelsTable,
  DepositOrdersTable,
} from './deposits.tables.js';
import './deposits.tables.js';

type Db = Kysely<Database>;

export type ChannelRow = Selectable<DepositChannelsTable>;
export type BankAccountRow = Selectable<DepositBankAccountsTable>;
export type OrderRow = Selectable<DepositOrdersTable>;

/** PostgreSQL answers bigint columns as text: every money and time column back to numbers. */
const orderOf = (r: OrderRow): OrderRow => ({
  ...r,
  amount_minor: Number(r.amount_minor),
  bonus_minor: Number(r.bonus_minor),
  turnover_minor: Number(r.turnover_minor),
  created_at: Number(r.created_at),
  updated_at: Number(r.updated_at),
  settled_at: r.settled_at === null ? null : Number(r.settled_at),
});
const channelOf = (r: ChannelRow): ChannelRow => ({
  ...r,
  min_minor: Number(r.min_minor),
  max_minor: Number(r.max_minor),
  daily_minor: Number(r.daily_minor),
});

export const findChannels = async (db: Db, merchantId: number): Promise<ChannelRow[]> =>
  (
    await db
      .selectFrom('deposit_channels')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('enabled', '=', 1)
      .orderBy('sort_order')
      .orderBy('id')
      .execute()
  ).map(channelOf);

export const findChannel = async (db: Db, merchantId: number, id: number) => {
  const row = await db
    .selectFrom('deposit_channels')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? channelOf(row) : undefined;
};

export const findChannelNames = async (db: Db, ids: readonly number[]) =>
  ids.length === 0
    ? []
    : db
        .selectFrom('deposit_channels')
        .select(['id', 'name_en', 'name_my'])
        .where('id', 'in', [...ids])
        .execute();

export const findBankAccounts = (db: Db, channelIds: readonly number[]) =>
  channelIds.length === 0
    ? Promise.resolve([] as BankAccountRow[])
    : db
        .selectFrom('deposit_bank_accounts')
        .selectAll()
        .where('channel_id', 'in', [...channelIds])
        .where('enabled', '=', 1)
        .orderBy('sort_order')
        .execute();

/** Inserts a channel unless the site has one of that code; answers its id either way. */
export const ensureChannel = async (
  db: Db,
  row: Insertable<DepositChannelsTable>,
): Promise<number> => {
  await db
    .insertInto('deposit_channels')
    .values(row)
    .onConflict((oc) => oc.columns(['merchant_id', 'code']).doNothing())
    .execute();
  const found = await db
    .selectFrom('deposit_channels')
    .select('id')
    .where('merchant_id', '=', row.merchant_id)
    .where('code', '=', row.code)
    .executeTakeFirstOrThrow();
  return found.id;
};

export const insertBankAccount = (db: Db, row: Insertable<DepositBankAccountsTable>) =>
  db.insertInto('deposit_bank_accounts').values(row).execute();

/** What the member has put on a channel on a site day (pending and paid orders). */
export const sumOfDay = async (
  db: Db,
  memberId: number,
  channelId: number,
  siteDay: string,
): Promise<number> => {
  const row = await db
    .selectFrom('deposit_orders')
    .select((eb) => eb.fn.sum<string | number | null>('amount_minor').as('total'))
    .where('member_id', '=', memberId)
    .where('channel_id', '=', channelId)
    .where('site_day', '=', siteDay)
    .where('status', 'in', ['pending', 'paid'])
    .executeTakeFirst();
  return Number(row?.total ?? 0);
};

export const insertOrder = async (
  db: Db,
  row: Insertable<DepositOrdersTable>,
): Promise<OrderRow> => {
  const inserted = await db
    .insertInto('deposit_orders')
    .values(row)
    .returningAll()
    .executeTakeFirstOrThrow();
  return orderOf(inserted);
};

export const setProviderRef = (db: Db, id: number, providerRef: string) =>
  db
    .updateTable('deposit_orders')
    .set({ provider_ref: providerRef })
    .where('id', '=', id)
    .execute();

export const findOrder = async (db: Db, id: number): Promise<OrderRow | undefined> => {
  const row = await db
    .selectFrom('deposit_orders')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? orderOf(row) : undefined;
};

export const findOrderByNo = async (db: Db, orderNo: string): Promise<OrderRow | undefined> => {
  const row = await db
    .selectFrom('deposit_orders')
    .selectAll()
    .where('order_no', '=', orderNo)
    .executeTakeFirst();
  return row ? orderOf(row) : undefined;
};

/** The member's own order, or nothing (another member's is not found). */
export const findOwnOrder = async (
  db: Db,
  owner: { merchantId: number; memberId: number },
  id: number,
) => {
  const order = await findOrder(db, id);
  return order && order.merchant_id === owner.merchantId && order.member_id === owner.memberId
    ? order
    : undefined;
};

export interface OrderFilter {
  merchantId: number;
  memberId: number;
  start: number;
  end: number;
  status?: DepositStatus | undefined;
}

const filtered = (db: Db, f: OrderFilter) =>
  db
    .selectFrom('deposit_orders')
    .where('merchant_id', '=', f.merchantId)
    .where('member_id', '=', f.memberId)
    .where('created_at', '>=', f.start)
    .where('created_at', '<', f.end)
    .$if(f.status !== undefined, (q) => q.where('status', '=', f.status ?? 'pending'));

export const countOrders = async (db: Db, f: OrderFilter): Promise<number> => {
  const row = await filtered(db, f)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
};

export const pageOrders = async (
  db: Db,
  f: OrderFilter,
  page: { offset: number; limit: number },
): Promise<OrderRow[]> =>
  (
    await filtered(db, f)
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute()
  ).map(orderOf);

/** Whether the member has any credited deposit. */
export const hasPaidDeposit = async (db: Db, memberId: number) =>
  (await db
    .selectFrom('deposit_orders')
    .select('id')
    .where('member_id', '=', memberId)
    .where('status', '=', 'paid')
    .limit(1)
    .executeTakeFirst()) !== undefined;

/** Whether the member had a deposit credited before this one. */
export const hasEarlierPaid = async (db: Db, memberId: number, orderId: number) =>
  (await db
    .selectFrom('deposit_orders')
    .select('id')
    .where('member_id', '=', memberId)
    .where('status', '=', 'paid')
    .where('id', '!=', orderId)
    .limit(1)
    .executeTakeFirst()) !== undefined;

/**
 * Moves a pending order to its outcome; answers false when it was no longer pending (another
 * approval, callback or job settled it first), and nothing is changed then.
 */
export const settleIfPending = async (
  db: Db,
  id: number,
  change: {
    status: Exclude<DepositStatus, 'pending'>;
    at: number;
    reason?: string | null;
    operatorId?: number | null;
    providerTxnId?: string | null;
  },
): Promise<boolean> => {
  const result = await db
    .updateTable('deposit_orders')
    .set({
      status: change.status,
      updated_at: change.at,
      settled_at: change.at,
      reason: change.reason ?? null,
      operator_id: change.operatorId ?? null,
      provider_txn_id: change.providerTxnId ?? null,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

export const recordCredit = (
  db: Db,
  id: number,
  credit: {
    transactionId: number;
    bonusMinor: number;
    turnoverMinor: number;
    promotionId: number | null;
  },
) =>
  db
    .updateTable('deposit_orders')
    .set({
      transaction_id: credit.transactionId,
      bonus_minor: credit.bonusMinor,
      turnover_minor: credit.turnoverMinor,
      promotion_id: credit.promotionId,
    })
    .where('id', '=', id)
    .execute();

/** Claims a provider transaction for an order; false when it was claimed before. */
export const claimProviderTxn = async (
  db: Db,
  row: { gateway: string; providerTxnId: string; orderId: number; at: number },
): Promise<boolean> => {
  const inserted = await db
    .insertInto('deposit_provider_txns')
    .values({
      gateway: row.gateway,
      provider_txn_id: row.providerTxnId,
      order_id: row.orderId,
      created_at: row.at,
    })
    .onConflict((oc) => oc.columns(['gateway', 'provider_txn_id']).doNothing())
    .returning('order_id')
    .executeTakeFirst();
  return inserted !== undefined;
};

export const logCallback = (
  db: Db,
  row: {
    gateway: string;
    orderId: number | null;
    providerTxnId: string | null;
    rawBody: string;
    signature: string | null;
    verdict: CallbackVerdict;
    at: number;
  },
) =>
  db
    .insertInto('deposit_callbacks')
    .values({
      gateway: row.gateway,
      order_id: row.orderId,
      provider_txn_id: row.providerTxnId,
      raw_body: row.rawBody,
      signature: row.signature,
      verdict: row.verdict,
      created_at: row.at,
    })
    .execute();

/** Gateway orders still pending that were made before `before` (the status job's work). */
export const findStalePending = async (db: Db, before: number, limit: number) =>
  (
    await db
      .selectFrom('deposit_orders')
      .selectAll()
      .where('status', '=', 'pending')
      .where('kind', 'in', ['gateway', 'ewallet'])
      .where('created_at', '<', before)
      .orderBy('id')
      .limit(limit)
      .execute()
  ).map(orderOf);

export const findCallbacksOf = (db: Db, orderId: number) =>
  db
    .selectFrom('deposit_callbacks')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();

/** Whether the member has made any deposit order (the demo seed's check). */
export const hasDepositOrders = async (db: Db, memberId: number): Promise<boolean> =>
  (await db
    .selectFrom('deposit_orders')
    .select('id')
    .where('member_id', '=', memberId)
    .limit(1)
    .executeTakeFirst()) !== undefined;

/** A site's orders of a status (and kind), newest first, for the back office. */
export const pageSiteOrders = async (
  db: Db,
  f: { merchantId: number; status: DepositStatus; kind?: OrderRow['kind'] | undefined },
  page: { offset: number; limit: number },
) => {
  const base = db
    .selectFrom('deposit_orders')
    .where('merchant_id', '=', f.merchantId)
    .where('status', '=', f.status)
    .$if(f.kind !== undefined, (q) => q.where('kind', '=', f.kind ?? 'bank'));
  const counted = await base
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirst();
  const rows = await base
    .selectAll()
    .orderBy('created_at', f.status === 'pending' ? 'asc' : 'desc')
    .orderBy('id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return { total: Number(counted?.n ?? 0), rows: rows.map(orderOf) };
};

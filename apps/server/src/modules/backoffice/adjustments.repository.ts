import type { AdjustmentStatus } from '@lotto/contract';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AdjustmentRow, MemberAdjustmentsTable } from './backoffice.tables.js';

type Db = Kysely<Database>;

export const findAdjustment = (db: Db, merchantId: number, id: number) =>
  db
    .selectFrom('member_adjustments')
    .selectAll()
    .where('id', '=', id)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();

export const findAdjustmentByKey = (db: Db, merchantId: number, key: string) =>
  db
    .selectFrom('member_adjustments')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('request_key', '=', key)
    .executeTakeFirst();

export const insertAdjustment = (
  db: Db,
  row: Insertable<MemberAdjustmentsTable>,
): Promise<AdjustmentRow> =>
  db.insertInto('member_adjustments').values(row).returningAll().executeTakeFirstOrThrow();

/**
 * Decides a pending adjustment in one conditional update: false when it was decided already,
 * so of two operators deciding at once exactly one gets true.
 */
export const decidePendingAdjustment = async (
  db: Db,
  id: number,
  decision: {
    status: 'posted' | 'rejected';
    decided_by: number;
    decided_at: number;
    decision_reason?: string | null;
  },
): Promise<boolean> => {
  const claimed = await db
    .updateTable('member_adjustments')
    .set(decision)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
};

export const setAdjustmentTransaction = async (db: Db, id: number, transactionId: number) => {
  await db
    .updateTable('member_adjustments')
    .set({ transaction_id: transactionId })
    .where('id', '=', id)
    .execute();
};

/** One page of the site's adjustments (of a status, of a member, or all), newest first. */
export const findAdjustmentPage = async (
  db: Db,
  merchantId: number,
  query: {
    pageNo: number;
    pageSize: number;
    status?: AdjustmentStatus | undefined;
    memberId?: number | undefined;
  },
) => {
  let base = db.selectFrom('member_adjustments').where('merchant_id', '=', merchantId);
  if (query.status) base = base.where('status', '=', query.status);
  if (query.memberId) base = base.where('member_id', '=', query.memberId);
  const { n } = await base
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('id', 'desc')
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize)
    .execute();
  return { totalCount: Number(n), rows };
};

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { DrawCancelStatus, LotteryDrawCancelRow } from './cancels.tables.js';

type Db = Kysely<Database>;

/** The cancel requests' SQL: requests with their draw and game, claimed by one update. */

export const insertCancelRow = async (
  db: Db,
  row: {
    merchant_id: number;
    draw_id: number;
    reason: string;
    requested_by: number;
    requested_name: string;
    created_at: number;
  },
): Promise<number> => {
  const { id } = await db
    .insertInto('lottery_draw_cancels')
    .values({ ...row, status: 'pending' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
};

export const findCancelRow = (db: Db, merchantId: number, id: number) =>
  db
    .selectFrom('lottery_draw_cancels')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();

export const findPendingCancelOfDraw = (db: Db, drawId: number) =>
  db
    .selectFrom('lottery_draw_cancels')
    .selectAll()
    .where('draw_id', '=', drawId)
    .where('status', '=', 'pending')
    .executeTakeFirst();

/** The draws among `drawIds` a request waits on. */
export const findDrawsWithPendingCancel = async (
  db: Db,
  drawIds: readonly number[],
): Promise<Set<number>> => {
  if (drawIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('lottery_draw_cancels')
    .select('draw_id')
    .where('draw_id', 'in', [...drawIds])
    .where('status', '=', 'pending')
    .execute();
  return new Set(rows.map((r) => r.draw_id));
};

/** Decides a pending request; false when someone decided it first (nothing written). */
export const decidePendingCancel = async (
  db: Db,
  id: number,
  decision: {
    status: Exclude<DrawCancelStatus, 'pending'>;
    decided_by: number;
    decided_name: string;
    decision_reason: string | null;
    decided_at: number;
  },
): Promise<boolean> => {
  const updated = await db
    .updateTable('lottery_draw_cancels')
    .set(decision)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
};

export const setCancelRefund = (db: Db, id: number, refund: { orders: number; minor: number }) =>
  db
    .updateTable('lottery_draw_cancels')
    .set({ refunded_orders: refund.orders, refunded_minor: refund.minor })
    .where('id', '=', id)
    .execute();

/** What a draw's refunded orders came to. */
export const refundedOfDraw = async (db: Db, drawId: number) => {
  const row = await db
    .selectFrom('lottery_orders')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('orders'),
      eb.fn.sum<number | string | null>('amount_minor').as('minor'),
    ])
    .where('draw_id', '=', drawId)
    .where('status', '=', 'refunded')
    .executeTakeFirstOrThrow();
  return { orders: Number(row.orders), minor: Number(row.minor ?? 0) };
};

export type CancelListRow = LotteryDrawCancelRow & {
  draw_no: string;
  draw_status: string;
  game_code: string;
};

const withDraw = (db: Db) =>
  db
    .selectFrom('lottery_draw_cancels as c')
    .innerJoin('lottery_draws as d', 'd.id', 'c.draw_id')
    .innerJoin('lottery_games as g', 'g.id', 'd.game_id');

export const findCancelListRow = (db: Db, id: number): Promise<CancelListRow | undefined> =>
  withDraw(db)
    .selectAll('c')
    .select(['d.draw_no', 'd.status as draw_status', 'g.code as game_code'])
    .where('c.id', '=', id)
    .executeTakeFirst();

export const findCancelPage = async (
  db: Db,
  merchantId: number,
  filter: { status?: DrawCancelStatus | undefined; limit: number; offset: number },
): Promise<{ rows: CancelListRow[]; total: number }> => {
  let base = withDraw(db).where('c.merchant_id', '=', merchantId);
  if (filter.status) base = base.where('c.status', '=', filter.status);
  const rows = await base
    .selectAll('c')
    .select(['d.draw_no', 'd.status as draw_status', 'g.code as game_code'])
    .orderBy('c.id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  const { n } = await base
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(n) };
};

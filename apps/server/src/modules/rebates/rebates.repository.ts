import type { Ctx } from '../../context.js';
import type { RebatePayoutKind, RebatePayoutLineRow } from './rebates.tables.js';

/** When the member was last paid a rebate (null: never). */
export const findLastPaidAt = async ({ db }: Ctx, memberId: number): Promise<number | null> => {
  const row = await db
    .selectFrom('rebate_payouts')
    .select((eb) => eb.fn.max<number>('created_at').as('at'))
    .where('member_id', '=', memberId)
    .where('amount_minor', '>', 0)
    .executeTakeFirst();
  return row?.at == null ? null : Number(row.at);
};

/** The lines of each payout, by payout id, in category order. */
export const findPayoutLines = async ({ db }: Ctx, ids: readonly number[]) => {
  const byPayout = new Map<number, RebatePayoutLineRow[]>();
  if (ids.length === 0) return byPayout;
  const rows = await db
    .selectFrom('rebate_payout_lines')
    .selectAll()
    .where('payout_id', 'in', ids)
    .orderBy('category')
    .execute();
  for (const r of rows)
    byPayout.set(Number(r.payout_id), [...(byPayout.get(Number(r.payout_id)) ?? []), r]);
  return byPayout;
};

export const findPayoutRow = ({ db }: Ctx, id: number) =>
  db.selectFrom('rebate_payouts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** One page of the member's paid-out payouts (of one kind, or all), newest first, and totals. */
export const findPayoutPage = async (
  { db }: Ctx,
  memberId: number,
  query: { kind?: RebatePayoutKind | undefined; pageNo: number; pageSize: number },
) => {
  const base = db
    .selectFrom('rebate_payouts')
    .where('member_id', '=', memberId)
    .where('amount_minor', '>', 0)
    .$if(query.kind !== undefined, (q) => q.where('kind', '=', query.kind ?? 'auto'));
  const totals = await base
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>('amount_minor').as('sum'),
    ])
    .executeTakeFirst();
  const rows = await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize)
    .execute();
  return { totalCount: Number(totals?.count ?? 0), totalMinor: Number(totals?.sum ?? 0), rows };
};

export const hasPayoutRow = async ({ db }: Ctx, memberId: number, kind: RebatePayoutKind) =>
  (await db
    .selectFrom('rebate_payouts')
    .select('id')
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .where('amount_minor', '>', 0)
    .executeTakeFirst()) !== undefined;

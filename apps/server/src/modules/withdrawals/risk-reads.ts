import type { Ctx } from '../../context.js';

/** Withdrawals requested in (from, to] (the risk scan's new activity), any status. */
export const withdrawalsBetween = async ({ db }: Ctx, from: number, to: number) =>
  (
    await db
      .selectFrom('withdrawals')
      .select(['id', 'merchant_id', 'member_id', 'amount_minor', 'created_at'])
      .where('created_at', '>', from)
      .where('created_at', '<=', to)
      .orderBy('created_at')
      .execute()
  ).map((r) => ({
    id: Number(r.id),
    merchantId: Number(r.merchant_id),
    memberId: Number(r.member_id),
    amountMinor: Number(r.amount_minor),
    createdAt: Number(r.created_at),
  }));

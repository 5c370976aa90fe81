import type { Ctx } from '../../context.js';

/** The member's last paid deposit settled at or before `at`: its amount and when it was paid. */
export const lastPaidDepositBefore = async ({ db }: Ctx, memberId: number, at: number) => {
  const row = await db
    .selectFrom('deposit_orders')
    .select(['amount_minor', 'settled_at'])
    .where('member_id', '=', memberId)
    .where('status', '=', 'paid')
    .where('settled_at', '<=', at)
    .orderBy('settled_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && row.settled_at !== null
    ? { amountMinor: Number(row.amount_minor), settledAt: Number(row.settled_at) }
    : undefined;
};

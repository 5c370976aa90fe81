import type { Ctx } from '../../context.js';

/** The member's stake of the bets placed in (from, to] (the risk scan's "play since a deposit"). */
export const stakeBetween = async (
  { db }: Ctx,
  where: { memberId: number; from: number; to: number },
): Promise<number> => {
  const row = await db
    .selectFrom('bet_records')
    .select((eb) => eb.fn.sum<number>('stake').as('stake'))
    .where('member_id', '=', where.memberId)
    .where('created_at', '>', where.from)
    .where('created_at', '<=', where.to)
    .executeTakeFirst();
  return Number(row?.stake ?? 0);
};

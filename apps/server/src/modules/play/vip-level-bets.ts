import type { Ctx } from '../../context.js';
import type { MemberIdSet } from '../../db/member-ids.js';
import './play.tables.js';

/**
 * A set of members' settled bets over site days (both included) per category, from their daily
 * summaries: the back office's report by VIP level, one level's members at a time.
 */
export const betCategoriesOfSet = async (
  { db }: Ctx,
  members: MemberIdSet,
  days: { from: string; to: string },
) =>
  (
    await db
      .selectFrom('member_bet_days')
      .select((eb) => [
        'category',
        eb.fn.sum<number>('bets').as('bets'),
        eb.fn.sum<number>('stake').as('stake'),
        eb.fn.sum<number>('payout').as('payout'),
      ])
      .where('member_id', 'in', members)
      .where('day', '>=', days.from)
      .where('day', '<=', days.to)
      .groupBy('category')
      .execute()
  ).map((r) => ({
    category: r.category,
    bets: Number(r.bets ?? 0),
    stake: Number(r.stake ?? 0),
    payout: Number(r.payout ?? 0),
  }));

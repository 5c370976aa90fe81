import { MEMBER_TYPES } from '@lotto/contract';
import type { Ctx } from '../../context.js';
import './play.tables.js';

/**
 * A site's settled bets over site days (both included) per the level its members are at now
 * and category, from the members' daily summaries, for the back office's report by VIP level.
 * Free-trial members (play money) are left out, as in every report.
 */
export const betsByVipLevel = async (
  { db }: Ctx,
  merchantId: number,
  days: { from: string; to: string },
) =>
  (
    await db
      .selectFrom('member_bet_days as d')
      .innerJoin('members as m', 'm.id', 'd.member_id')
      .select((eb) => [
        'm.vip_level',
        'd.category',
        eb.fn.sum<number>('d.bets').as('bets'),
        eb.fn.sum<number>('d.stake').as('stake'),
        eb.fn.sum<number>('d.payout').as('payout'),
      ])
      .where('m.merchant_id', '=', merchantId)
      .where('m.type', '<>', MEMBER_TYPES.freeTrial)
      .where('d.day', '>=', days.from)
      .where('d.day', '<=', days.to)
      .groupBy(['m.vip_level', 'd.category'])
      .execute()
  ).map((r) => ({
    level: Number(r.vip_level),
    category: r.category,
    bets: Number(r.bets ?? 0),
    stake: Number(r.stake ?? 0),
    payout: Number(r.payout ?? 0),
  }));

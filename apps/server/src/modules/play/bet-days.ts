import type { GameCategory } from '@lotto/contract';
import type { Ctx } from '../../context.js';
import type { MemberIdSet } from '../../db/member-ids.js';
import { siteDayOf } from '../system/index.js';
import { addTeamBet } from '../team-tree/index.js';
import type { RoundRow } from './rounds.repository.js';
import { validStake } from './valid-stake.js';
import { stakeContributionsOf } from './valid-stake.repository.js';
import './play.tables.js';

/**
 * The member's daily bet summaries (member_bet_days, migration 0018; README "Records and
 * summaries"): per site day the bet was placed, vendor and category, the settled bets' count,
 * stake and payout. Every place that settles a round calls addSettledBet in the transaction
 * that settles it, so the summary never differs from the rows; the member's teams' sums
 * (team-tree) move with it.
 */

/** Adds a just-settled round to its day (the day it was placed, in the site's time zone). */
export const addSettledBet = async (
  ctx: Ctx,
  round: Pick<RoundRow, 'merchant_id' | 'member_id' | 'vendor' | 'stake' | 'win' | 'created_at'>,
  category: GameCategory,
): Promise<void> => {
  const day = await siteDayOf(ctx.db, round.merchant_id, Number(round.created_at));
  const settled = {
    day,
    vendor: round.vendor,
    category,
    bets: 1,
    stake: Number(round.stake),
    payout: Number(round.win),
  };
  await ctx.db
    .insertInto('member_bet_days')
    .values({ member_id: round.member_id, ...settled })
    .onConflict((oc) =>
      oc.columns(['member_id', 'day', 'vendor', 'category']).doUpdateSet((eb) => ({
        bets: eb(eb.ref('member_bet_days.bets'), '+', 1),
        stake: eb(eb.ref('member_bet_days.stake'), '+', eb.ref('excluded.stake')),
        payout: eb(eb.ref('member_bet_days.payout'), '+', eb.ref('excluded.payout')),
      })),
    )
    .execute();
  await addTeamBet(ctx, round.member_id, settled);
};

export interface BetDay {
  day: string;
  vendor: string;
  category: GameCategory;
  bets: number;
  stake: number;
  payout: number;
}

export interface BetDayFilter {
  memberId: number;
  from: string;
  to: string;
  vendor?: string | undefined;
  category?: GameCategory | undefined;
}

/** The member's summary rows over the days (site-local dates, both included). */
export const betDaysOf = async ({ db }: Ctx, filter: BetDayFilter): Promise<BetDay[]> => {
  const rows = await db
    .selectFrom('member_bet_days')
    .selectAll()
    .where('member_id', '=', filter.memberId)
    .where('day', '>=', filter.from)
    .where('day', '<=', filter.to)
    .$if(filter.vendor !== undefined, (q) => q.where('vendor', '=', filter.vendor ?? ''))
    .$if(filter.category !== undefined, (q) => q.where('category', '=', filter.category ?? ''))
    .execute();
  return rows.map((r) => ({
    day: r.day,
    vendor: r.vendor,
    category: r.category as GameCategory,
    bets: Number(r.bets),
    stake: Number(r.stake),
    payout: Number(r.payout),
  }));
};

/**
 * The member's valid stake over all their settled bets (VIP levels), from the daily summaries
 * summed per category in SQL, through the one valid stake function. Play money counts 0: the
 * caller asks only for real members.
 */
export const lifetimeValidStakeOf = async (
  ctx: Ctx,
  member: { memberId: number; merchantId: number },
): Promise<number> => {
  const rows = await ctx.db
    .selectFrom('member_bet_days')
    .select(['category', (eb) => eb.fn.sum<number>('stake').as('stake')])
    .where('member_id', '=', member.memberId)
    .groupBy('category')
    .execute();
  if (rows.length === 0) return 0;
  const records = rows.map((r) => ({
    category: r.category as GameCategory,
    stakeMinor: Number(r.stake),
    refundedMinor: 0,
    settled: true,
    market: null,
    selection: null,
  }));
  return validStake(records, await stakeContributionsOf(ctx, member.merchantId));
};

/** Members with settled bets placed on or after the site day (the VIP job's candidates). */
export const membersWithBetsSince = async ({ db }: Ctx, day: string): Promise<number[]> =>
  (
    await db
      .selectFrom('member_bet_days')
      .select('member_id')
      .distinct()
      .where('day', '>=', day)
      .execute()
  ).map((r) => Number(r.member_id));

/** The members' settled stake of one site day, per member and category (vendors summed). */
export const stakesOnDay = async ({ db }: Ctx, members: MemberIdSet, day: string) =>
  (
    await db
      .selectFrom('member_bet_days')
      .select((eb) => ['member_id', 'category', eb.fn.sum<number>('stake').as('stake')])
      .where('member_id', 'in', members)
      .where('day', '=', day)
      .groupBy(['member_id', 'category'])
      .execute()
  ).map((r) => ({
    memberId: Number(r.member_id),
    category: r.category as GameCategory,
    stake: Number(r.stake),
  }));

/** Each member's own daily summaries, every day: what the member adds to its teams' sums. */
export const betDaysOfMembers = async ({ db }: Ctx, memberIds: readonly number[]) =>
  memberIds.length === 0
    ? []
    : (
        await db
          .selectFrom('member_bet_days')
          .selectAll()
          .where('member_id', 'in', [...memberIds])
          .execute()
      ).map((r) => ({
        memberId: Number(r.member_id),
        day: r.day,
        vendor: r.vendor,
        category: r.category,
        bets: Number(r.bets),
        stake: Number(r.stake),
        payout: Number(r.payout),
      }));

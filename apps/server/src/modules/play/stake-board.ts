import type { GameCategory } from '@lotto/contract';
import type { Ctx } from '../../context.js';
import { realMemberIdsOfSite } from '../member/index.js';
import { stakeContributionsOf } from './valid-stake.repository.js';
import './play.tables.js';

/**
 * Members ranked by valid stake over site days, from the daily summaries (member_bet_days)
 * rather than the bets: stake per category times the site's contribution percent, as the
 * missions count it. Free-trial accounts (type 4) play with play money and are left out.
 */

export interface StakeBoardWindow {
  merchantId: number;
  /** Site-local dates, both included. */
  from: string;
  to: string;
  category?: GameCategory | undefined;
}

export interface StakeBoardRow {
  memberId: number;
  validStakeMinor: number;
}

/** Every member with valid stake in the window, highest first (ties: the earlier member). */
export const stakeBoardOf = async (
  ctx: Ctx,
  window: StakeBoardWindow,
): Promise<StakeBoardRow[]> => {
  const rows = await ctx.db
    .selectFrom('member_bet_days as b')
    .select((eb) => ['b.member_id', 'b.category', eb.fn.sum<number>('b.stake').as('stake')])
    .where('b.member_id', 'in', realMemberIdsOfSite(ctx.db, window.merchantId))
    .where('b.day', '>=', window.from)
    .where('b.day', '<=', window.to)
    .$if(window.category !== undefined, (q) => q.where('b.category', '=', window.category ?? ''))
    .groupBy(['b.member_id', 'b.category'])
    .execute();
  const contributions = await stakeContributionsOf(ctx, window.merchantId);
  const totals = new Map<number, number>();
  for (const row of rows) {
    const percent = Math.min(100, Math.max(0, contributions[row.category as GameCategory] ?? 0));
    const valid = Math.floor((Number(row.stake) * percent) / 100);
    totals.set(row.member_id, (totals.get(row.member_id) ?? 0) + valid);
  }
  return [...totals]
    .filter(([, minor]) => minor > 0)
    .map(([memberId, validStakeMinor]) => ({ memberId, validStakeMinor }))
    .sort((a, b) => b.validStakeMinor - a.validStakeMinor || a.memberId - b.memberId);
};

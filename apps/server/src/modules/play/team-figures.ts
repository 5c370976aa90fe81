import type { GameCategory } from '@lotto/contract';
import type { Ctx } from '../../context.js';
import type { MemberIdSet } from '../../db/member-ids.js';
import { gameLabelsOf } from '../games/index.js';
import { validStake } from './valid-stake.js';
import { stakeContributionsOf } from './valid-stake.repository.js';
import './play.tables.js';

/**
 * A set of members' (an agent's team's) betting over a period, for agents' contracts: valid
 * stake through the one valid stake function, net loss (stake less payout: what the team lost
 * to the house) and how many of them bet. Settled bets only, counted on the time they were
 * placed.
 */
export interface TeamBetFigures {
  validStakeMinor: number;
  netLossMinor: number;
  activeMembers: number;
}

const figuresOf = async (
  ctx: Ctx,
  merchantId: number,
  byCategory: { category: GameCategory; stake: number; payout: number }[],
  activeMembers: number,
): Promise<TeamBetFigures> => {
  const records = byCategory.map((r) => ({
    category: r.category,
    stakeMinor: r.stake,
    refundedMinor: 0,
    settled: true,
    market: null,
    selection: null,
  }));
  const contributions = await stakeContributionsOf(ctx, merchantId);
  return {
    validStakeMinor: records.length === 0 ? 0 : validStake(records, contributions),
    netLossMinor: byCategory.reduce((sum, r) => sum + r.stake - r.payout, 0),
    activeMembers,
  };
};

/** Over site days (both included), from the daily summaries. */
export const teamDayFigures = async (
  ctx: Ctx,
  merchantId: number,
  members: MemberIdSet,
  days: { from: string; to: string },
): Promise<TeamBetFigures> => {
  const base = ctx.db
    .selectFrom('member_bet_days')
    .where('member_id', 'in', members)
    .where('day', '>=', days.from)
    .where('day', '<=', days.to);
  const rows = await base
    .select((eb) => [
      'category',
      eb.fn.sum<number>('stake').as('stake'),
      eb.fn.sum<number>('payout').as('payout'),
    ])
    .groupBy('category')
    .execute();
  const active = await base
    .select((eb) => eb.fn.count<number>('member_id').distinct().as('members'))
    .executeTakeFirst();
  const byCategory = rows.map((r) => ({
    category: r.category as GameCategory,
    stake: Number(r.stake),
    payout: Number(r.payout),
  }));
  return figuresOf(ctx, merchantId, byCategory, Number(active?.members ?? 0));
};

/** Over instants [start, end) (an hour), from the bet records. */
export const teamSpanFigures = async (
  ctx: Ctx,
  merchantId: number,
  members: MemberIdSet,
  span: { start: number; end: number },
): Promise<TeamBetFigures> => {
  const base = ctx.db
    .selectFrom('bet_records')
    .where('member_id', 'in', members)
    .where('created_at', '>=', span.start)
    .where('created_at', '<', span.end)
    .where('settled_at', 'is not', null);
  const rows = await base
    .select((eb) => [
      'game_id',
      eb.fn.sum<number>('stake').as('stake'),
      eb.fn.sum<number>('win').as('payout'),
    ])
    .groupBy('game_id')
    .execute();
  const active = await base
    .select((eb) => eb.fn.count<number>('member_id').distinct().as('members'))
    .executeTakeFirst();
  const labels = await gameLabelsOf(
    ctx,
    rows.map((r) => Number(r.game_id)),
    'EN',
  );
  const byCategory = rows.flatMap((r) => {
    const category = labels.get(Number(r.game_id))?.category;
    return category ? [{ category, stake: Number(r.stake), payout: Number(r.payout) }] : [];
  });
  return figuresOf(ctx, merchantId, byCategory, Number(active?.members ?? 0));
};

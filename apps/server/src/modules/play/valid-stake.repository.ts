import { GAME_CATEGORIES, type GameCategory } from '@lotto/contract';
import type { Ctx } from '../../context.js';
import { gameIdsOfCategory, gameLabelsOf } from '../games/index.js';
import './valid-stake.tables.js';
import { type Contributions, type StakeRecord, validStake } from './valid-stake.js';

/** Reads what valid stake is computed from: the member's settled rounds and the site's rates. */

const isCategory = (value: string): value is GameCategory =>
  (GAME_CATEGORIES as readonly string[]).includes(value);

export const stakeContributionsOf = async (
  { db }: Ctx,
  merchantId: number,
): Promise<Contributions> => {
  const rows = await db
    .selectFrom('stake_contributions')
    .select(['category', 'percent'])
    .where('merchant_id', '=', merchantId)
    .execute();
  const contributions: Contributions = {};
  for (const row of rows) if (isCategory(row.category)) contributions[row.category] = row.percent;
  return contributions;
};

/** Sets the site's contribution percentages (operator data; the seed sets the demo site's). */
export const setStakeContributions = async (
  { db }: Ctx,
  merchantId: number,
  contributions: Contributions,
): Promise<void> => {
  for (const [category, percent] of Object.entries(contributions)) {
    await db
      .insertInto('stake_contributions')
      .values({ merchant_id: merchantId, category, percent })
      .onConflict((oc) => oc.columns(['merchant_id', 'category']).doUpdateSet({ percent }))
      .execute();
  }
};

/** A settled round of a built-in vendor: its own draw (nothing hedges it), never refunded. */
const recordOf = (category: GameCategory, stakeMinor: number): StakeRecord => ({
  category,
  stakeMinor,
  refundedMinor: 0,
  settled: true,
  market: null,
  selection: null,
});

export interface StakeWindow {
  merchantId: number;
  memberId: number;
  /** Only rounds of this category, or every category. */
  category?: GameCategory;
  /** Settled within [from, to), epoch ms. */
  from: number;
  to: number;
}

/**
 * The member's valid stake in cash over the window (play money never counts), from their
 * settled rounds; vendors that report shared markets or refunds will fill those fields.
 */
export const validStakeOf = async (ctx: Ctx, window: StakeWindow): Promise<number> => {
  const { db } = ctx;
  const rows = await db
    .selectFrom('bet_records')
    .select(['game_id', 'stake'])
    .where('member_id', '=', window.memberId)
    .where('merchant_id', '=', window.merchantId)
    .where('settled_at', '>=', window.from)
    .where('settled_at', '<', window.to)
    .where((eb) => eb.or([eb('wallet', 'is', null), eb('wallet', '!=', 'play')]))
    .$if(window.category !== undefined, (q) =>
      q.where('game_id', 'in', gameIdsOfCategory(db, window.category ?? '')),
    )
    .execute();
  if (rows.length === 0) return 0;
  const games = await gameLabelsOf(ctx, [...new Set(rows.map((r) => r.game_id))], 'EN');
  const records: StakeRecord[] = rows.flatMap((r) => {
    const category = games.get(r.game_id)?.category;
    return category ? [recordOf(category, Number(r.stake))] : [];
  });
  return validStake(records, await stakeContributionsOf(ctx, window.merchantId));
};

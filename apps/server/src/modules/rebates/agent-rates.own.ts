import type { Ctx } from '../../context.js';
import { ownRatesOf, type Rates, resolveRates } from './agent-rates.model.js';

/**
 * The most the member may bet at in a game offering groups min..max: its own prize group (its
 * agent's gift; the site's highest outside any team), kept within the game's range.
 */
export const ownMaxGroupOf = async (
  ctx: Ctx,
  memberId: number,
  game: { min_group: number; max_group: number },
): Promise<number> => {
  const own = (await ownRatesOf(ctx, memberId)).prizeGroup;
  return Math.min(game.max_group, Math.max(game.min_group, own));
};

/**
 * Each member's prize group and highest rebate (basis points over the categories): what team
 * management shows beside a downline.
 */
export const ratesSummaryOf = async (ctx: Ctx, memberIds: readonly number[]) => {
  const { rates } = await resolveRates(ctx, memberIds);
  const summary = new Map<number, { prizeGroup: number; topRebateBp: number }>();
  for (const [id, own] of rates as Map<number, Rates>) {
    summary.set(id, {
      prizeGroup: own.prizeGroup,
      topRebateBp: Math.max(0, ...Object.values(own.bp)),
    });
  }
  return summary;
};

import type { Ctx } from '../../context.js';
import { ownRatesOf } from './agent-rates.model.js';

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

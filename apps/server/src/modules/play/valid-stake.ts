import type { GameCategory } from '@lotto/contract';

/**
 * Valid stake (DESIGN.md "Valid stake"): what counts toward turnover, missions, VIP and
 * rebates. This is the one place it is computed; everything else asks play for it.
 *
 * The stake of settled bets, less what was cancelled or refunded, less the hedged part of
 * opposite selections on the same round, draw or match (everything but the largest side),
 * times the category's contribution percentage (site data; a category without one counts 0).
 */

export interface StakeRecord {
  category: GameCategory;
  stakeMinor: number;
  /** Cancelled or refunded part of the stake. */
  refundedMinor: number;
  settled: boolean;
  /**
   * The round, draw or match several bets may share, and the selection on it; null when the
   * bet is a round of its own (an interactive slot or table round), so nothing can hedge it.
   */
  market: string | null;
  selection: string | null;
}

/** Percent (0-100) of a category's stake that counts. */
export type Contributions = Partial<Record<GameCategory, number>>;

/** Sum of stakes per selection of one market: the hedge takes all sides but the largest. */
const unhedged = (sides: Map<string, number>): number => {
  const stakes = [...sides.values()];
  return stakes.length === 0 ? 0 : Math.max(...stakes);
};

/** The valid stake of the records, in minor units (rounded down). */
export const validStake = (
  records: readonly StakeRecord[],
  contributions: Contributions,
): number => {
  const perCategory = new Map<GameCategory, number>();
  const markets = new Map<string, { category: GameCategory; sides: Map<string, number> }>();
  const add = (category: GameCategory, minor: number) =>
    perCategory.set(category, (perCategory.get(category) ?? 0) + minor);

  for (const r of records) {
    if (!r.settled) continue;
    const net = Math.max(0, r.stakeMinor - r.refundedMinor);
    if (net === 0) continue;
    if (r.market === null) {
      add(r.category, net);
      continue;
    }
    const market = markets.get(r.market) ?? { category: r.category, sides: new Map() };
    const side = r.selection ?? '';
    market.sides.set(side, (market.sides.get(side) ?? 0) + net);
    markets.set(r.market, market);
  }
  for (const { category, sides } of markets.values()) add(category, unhedged(sides));

  let total = 0;
  for (const [category, minor] of perCategory) {
    const percent = Math.min(100, Math.max(0, contributions[category] ?? 0));
    total += Math.floor((minor * percent) / 100);
  }
  return total;
};

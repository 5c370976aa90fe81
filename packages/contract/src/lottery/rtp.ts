import type { BetTypeDef } from './bet-type.js';
import { fullPrizeOf } from './bets.js';
import { VN_VARIANTS, type VnVariant } from './families.js';
import {
  floorRatio,
  mulRatio,
  PRIZE_GROUP_SCALE,
  type Ratio,
  ratio,
  UNIT_PRICE_MINOR,
} from './money.js';

/**
 * What a bet pays back (return to player): per tier, the chance it pays x its prize / its
 * price, exact. Group families return group / scale of the stake (98 % at 1960: their full
 * prizes are fair); fixed odds return what their odds make. docs/lottery-rules.md lists them.
 */

/** No bet type the site offers returns less than this on average (nor more than the stake). */
export const RTP_FLOOR = ratio(85, 100);

/** The exact return of one tier of a bet type at a prize group (fixed odds ignore it). */
export const tierRtp = (type: BetTypeDef, tier: string, group: number): Ratio => {
  const scale = type.prizes.basis === 'group' ? PRIZE_GROUP_SCALE[type.family] : undefined;
  const chance = type.prizes.chance[tier] ?? ratio(0);
  const atGroup = scale === undefined ? ratio(1) : ratio(group, scale);
  return mulRatio(
    mulRatio(fullPrizeOf(type, tier), chance),
    mulRatio(atGroup, ratio(1, UNIT_PRICE_MINOR)),
  );
};

/** The tiers a game of the type pays: a VN game only its own variant's. */
const tiersOf = (type: BetTypeDef, variant: VnVariant | null): string[] =>
  Object.keys(type.prizes.full).filter(
    (tier) =>
      variant === null || !(VN_VARIANTS as readonly string[]).includes(tier) || tier === variant,
  );

const less = (a: Ratio, b: Ratio) => a.num * b.den < b.num * a.den;

/** The lowest and highest return of the type's tiers at a group (the same for most types). */
export const rtpRangeOf = (
  type: BetTypeDef,
  group: number,
  variant: VnVariant | null = null,
): { min: Ratio; max: Ratio } => {
  const rtps = tiersOf(type, variant).map((tier) => tierRtp(type, tier, group));
  const first = rtps[0] ?? ratio(0);
  return rtps.reduce(
    (range, r) => ({
      min: less(r, range.min) ? r : range.min,
      max: less(range.max, r) ? r : range.max,
    }),
    { min: first, max: first },
  );
};

/** Whether a return lies within the site's floor and the stake. */
export const rtpWithinLimits = (r: Ratio): boolean => !less(r, RTP_FLOOR) && !less(ratio(1), r);

/** A return as a percent text with one decimal ("98.0"), rounded down. */
export const rtpPercentText = (r: Ratio): string =>
  (floorRatio(ratio(r.num * 1000n, r.den)) / 10).toFixed(1);

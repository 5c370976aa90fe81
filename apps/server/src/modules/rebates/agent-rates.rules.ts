import {
  DEFAULT_PRIZE_GROUPS,
  RATE_CATEGORIES,
  type RateCategory,
  type RateSet,
} from '@lotto/contract';
import { AppError } from '../../errors.js';
import type { Rates } from './agent-rates.model.js';
import type { PartialRates } from './agent-rates.repository.js';

/** The ceiling rules of rebate setup, and the wire form of rates. */

type Check = (value: number, limit: number) => boolean;

const invalid = (field: string, message: string) =>
  new AppError('request_param_err', { fields: [{ field, message }] });

/** The body's rates as a partial set; a category twice or a group off the site's range refused. */
export const partialOf = (body: RateSet): PartialRates => {
  const bp: Partial<Record<RateCategory, number>> = {};
  for (const r of body.rebates) {
    if (bp[r.category] !== undefined) throw invalid('rebates', `${r.category} twice`);
    bp[r.category] = r.bp;
  }
  const { min, max } = DEFAULT_PRIZE_GROUPS;
  if (body.prizeGroup < min || body.prizeGroup > max) {
    throw invalid('prizeGroup', `outside ${min}..${max}`);
  }
  return { prizeGroup: body.prizeGroup, bp };
};

/** True when any part of `rates` fails `check` against `limit`'s. */
const anyPart = (rates: Rates, limit: Rates, check: Check) =>
  check(rates.prizeGroup, limit.prizeGroup) ||
  RATE_CATEGORIES.some((c) => check(rates.bp[c], limit.bp[c]));

/** Refuses rates above the ceiling or below the floor, and a raise not confirmed. */
export const checkRates = (
  next: Rates,
  limits: {
    ceiling: Rates;
    floor: Rates;
    current?: Rates;
    confirmRaise?: boolean;
    /** The refusal above the ceiling (the operator's ceiling is the site's, not its own). */
    aboveCode?: 'agent.rates.above.own' | 'admin.rates.above.site';
  },
) => {
  const above: Check = (v, l) => v > l;
  const below: Check = (v, l) => v < l;
  if (anyPart(next, limits.ceiling, above)) {
    throw new AppError(limits.aboveCode ?? 'agent.rates.above.own');
  }
  if (anyPart(next, limits.floor, below)) throw new AppError('agent.rates.below.downline');
  if (limits.current && !limits.confirmRaise && anyPart(next, limits.current, above)) {
    throw new AppError('agent.rates.raise.unconfirmed');
  }
};

/** The highest of each part over several members' rates; `none` when there are none. */
export const highestOf = (all: readonly Rates[], none: Rates): Rates => {
  if (all.length === 0) return none;
  const bp = {} as Record<RateCategory, number>;
  for (const c of RATE_CATEGORIES) bp[c] = Math.max(...all.map((r) => r.bp[c]));
  return { prizeGroup: Math.max(...all.map((r) => r.prizeGroup)), bp };
};

/** The lowest each part may be: 0, and the site's lowest prize group. */
export const NO_FLOOR: Rates = {
  prizeGroup: DEFAULT_PRIZE_GROUPS.min,
  bp: Object.fromEntries(RATE_CATEGORIES.map((c) => [c, 0])) as Record<RateCategory, number>,
};

export const wireOf = (r: Rates): RateSet => ({
  prizeGroup: r.prizeGroup,
  rebates: RATE_CATEGORIES.map((category) => ({ category, bp: r.bp[category] })),
});

import type { LotteryFamily } from './families.js';

/**
 * Money of lottery bets. All integer minor units (cents); nothing passes through a float.
 *
 * - A bet (one combination a selection covers) costs `UNIT_PRICE_MINOR` (2.00) at money unit 1;
 *   the money units 1, 0.1 and 0.01 make it 2.00, 0.20 or 0.02 (`unitMinorOf`), always a whole
 *   number of minor units. An order costs betCount x unitMinor x multiple.
 * - Prize groups (digital families 5D, K3, 11X5): a bet type's full prize is given at the
 *   family's top group (`PRIZE_GROUP_SCALE`, 2000), where it returns the whole stake on average.
 *   A chosen group G pays full x G / scale; the member's own maximum group M above G comes back
 *   as rebate: stake x (M - G) / scale.
 * - Fixed odds (VN, THAI): their prizes are straight multipliers of the stake; the prize group
 *   plays no part (an order carries the site's maximum group) and their rebate is 0.
 * - Full prizes are exact fractions (2.00 / P(win) is rarely a whole cent). What an order wins
 *   and its rebate are computed exactly in integers for the whole order (hits x full x group /
 *   scale x unit / 2.00 x multiple) and rounded down once, at the end: flooring a per-bet or
 *   per-unit figure first would cut small money units by up to 12.5 %.
 */

/**
 * The group at which each prize-group family pays its full prize. One scale for all: a group
 * then means the same return in every game and the member's one own group fits them all
 * (docs/lottery-rules.md says why 11x5 is not on the 1980 scale some engines give it).
 */
export const PRIZE_GROUP_SCALE: Readonly<Partial<Record<LotteryFamily, number>>> = {
  '5D': 2000,
  K3: 2000,
  '11X5': 2000,
};

/** An exact fraction in lowest terms; den > 0. */
export interface Ratio {
  readonly num: bigint;
  readonly den: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

export const ratio = (num: number | bigint, den: number | bigint = 1): Ratio => {
  const [n, d] = [BigInt(num), BigInt(den)];
  if (d <= 0n) throw new Error('ratio: denominator must be positive');
  const g = gcd(n, d) || 1n;
  return { num: n / g, den: d / g };
};

export const addRatio = (a: Ratio, b: Ratio): Ratio =>
  ratio(a.num * b.den + b.num * a.den, a.den * b.den);
export const mulRatio = (a: Ratio, b: Ratio): Ratio => ratio(a.num * b.num, a.den * b.den);
/** Rounded down to an integer (amounts are never negative). */
export const floorRatio = (r: Ratio): number => Number(r.num / r.den);
/** A ratio as a number, for display only. */
export const ratioValue = (r: Ratio): number => Number(r.num) / Number(r.den);
export const UNIT_PRICE_MINOR = 200;
export const MONEY_UNITS = ['1', '0.1', '0.01'] as const;
export type MoneyUnit = (typeof MONEY_UNITS)[number];
/** Multiples a single order item may carry. */
export const MULTIPLE_MAX = 10_000;

/**
 * The multiples of a chase's draws: the same each draw (plain), or doubling from the start
 * (double). A chase whose last multiple passes MULTIPLE_MAX is refused (chaseRequest), so
 * amounts stay exact integers.
 */
export const chaseMultiples = (
  plan: 'plain' | 'double',
  draws: number,
  startMultiple: number,
): number[] =>
  Array.from({ length: draws }, (_, i) =>
    plan === 'double' ? startMultiple * 2 ** i : startMultiple,
  );

const UNIT_DIVISOR: Record<MoneyUnit, number> = { '1': 1, '0.1': 10, '0.01': 100 };

/** The price of one bet at a money unit, in minor units: 200, 20 or 2. */
export const unitMinorOf = (unit: MoneyUnit): number => UNIT_PRICE_MINOR / UNIT_DIVISOR[unit];

/** What an order costs: bets x price of one bet x multiple. */
export const orderAmountMinor = (betCount: number, unitMinor: number, multiple: number): number =>
  betCount * unitMinor * multiple;

/**
 * The player's own rebate for an order's whole stake when betting at `chosenGroup` below
 * `ownMaxGroup`, on the family's scale: exact, rounded down once (0 for fixed odds).
 */
export const groupRebateMinor = (
  family: LotteryFamily,
  stakeMinor: number,
  ownMaxGroup: number,
  chosenGroup: number,
): number => {
  const scale = PRIZE_GROUP_SCALE[family];
  if (scale === undefined || ownMaxGroup <= chosenGroup) return 0;
  return floorRatio(ratio(BigInt(stakeMinor) * BigInt(ownMaxGroup - chosenGroup), scale));
};

/** The money side of one order item, as winOf and maxWinOf take it. */
export interface BetMoney {
  /** The price of one bet after the money unit (unitMinorOf). */
  unitMinor: number;
  multiple: number;
  /** The chosen prize group (ignored by fixed-odds bet types). */
  prizeGroup: number;
}

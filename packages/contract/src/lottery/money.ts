/**
 * Money of lottery bets. All integer minor units (cents); nothing passes through a float.
 *
 * - A bet (one combination a selection covers) costs `UNIT_PRICE_MINOR` (2.00) at money unit 1;
 *   the money units 1, 0.1 and 0.01 make it 2.00, 0.20 or 0.02 (`unitMinorOf`), always a whole
 *   number of minor units. An order costs betCount x unitMinor x multiple.
 * - Prize groups (digital families 5D, K3, 11X5): a bet type's full prize is given at group
 *   `PRIZE_GROUP_BASE` (2000), where it returns the whole stake on average. A chosen group G
 *   pays floor(full x G / 2000); the member's own maximum group M above G comes back as rebate:
 *   floor(stake x (M - G) / 2000).
 * - Fixed odds (VN, THAI): their prizes are straight multipliers of the stake; the prize group
 *   plays no part (an order carries the site's maximum group) and their rebate is 0.
 */

export const PRIZE_GROUP_BASE = 2000;
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

/** The prize of a full prize (minor units per 2.00 bet) at a prize group, rounded down. */
export const prizeAtGroup = (fullMinor: number, group: number): number =>
  Math.floor((fullMinor * group) / PRIZE_GROUP_BASE);

/** The player's own rebate for a stake when betting at `chosenGroup` below `ownMaxGroup`. */
export const groupRebateMinor = (
  stakeMinor: number,
  ownMaxGroup: number,
  chosenGroup: number,
): number => Math.max(0, Math.floor((stakeMinor * (ownMaxGroup - chosenGroup)) / PRIZE_GROUP_BASE));

/** The money side of one order item, as winOf and maxWinOf take it. */
export interface BetMoney {
  /** The price of one bet after the money unit (unitMinorOf). */
  unitMinor: number;
  multiple: number;
  /** The chosen prize group (ignored by fixed-odds bet types). */
  prizeGroup: number;
}

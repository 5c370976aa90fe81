import type { LotteryFamily, LotteryResult } from './families.js';
import { type Ratio, ratio, UNIT_PRICE_MINOR } from './money.js';

/** A text in both languages of the site. */
export interface Named {
  EN: string;
  MY: string;
}

/**
 * A selection as it travels (JSON-safe):
 * - `positions`: for `rows` pickers, the values picked in each row, row by row (a digit per
 *   position, a set of numbers, or option indexes: 0 big, 1 small, 2 odd, 3 even ...);
 * - `numbers`: for `numbers` pickers, the typed numbers ('27', '123'), each once.
 */
export interface Selection {
  positions?: number[][];
  numbers?: string[];
}

/** One row of a rows picker. */
export interface PickerRow {
  /** Position letter (W Q B S G for 5D) or role ('pick', 'double', 'single', 'sum' ...). */
  key: string;
  label: Named;
  /** The values one may pick, in display order. */
  values: readonly number[];
  /** When values are option indexes: the option of each (OPTION_NAMES gives their names). */
  options?: readonly LotteryOption[];
  /** Digits to show a value with (11x5's "01"); 1 when absent. */
  pad?: number;
  /** Least values to pick in this row (0 for fixed-position rows, see `anyRow`). */
  min: number;
}

/**
 * How the betting page lets you pick:
 * - `rows`: one row per position or role, each a set of values (number grid with quick picks);
 *   `anyRow`: rows may stay empty as long as one value is picked in all (fixed position);
 * - `numbers`: typed numbers of `digits` digits, between `min` and `max` of them (VN, THAI).
 */
export type PickerSpec =
  | { kind: 'rows'; rows: readonly PickerRow[]; anyRow?: true }
  | { kind: 'numbers'; digits: number; min: number; max: number };

export const LOTTERY_OPTIONS = ['big', 'small', 'odd', 'even', 'any'] as const;
export type LotteryOption = (typeof LOTTERY_OPTIONS)[number];

export const OPTION_NAMES: Record<LotteryOption, Named> = {
  big: { EN: 'Big', MY: 'ကြီး' },
  small: { EN: 'Small', MY: 'သေး' },
  odd: { EN: 'Odd', MY: 'မ' },
  even: { EN: 'Even', MY: 'စုံ' },
  any: { EN: 'Any', MY: 'မည်သည့်မဆို' },
};

/**
 * A bet type's prizes, in minor units per 2.00 bet (one bet at money unit 1, multiple 1), by
 * tier ('win' when there is one prize; a sum, a pattern, a VN variant otherwise), as exact
 * fractions:
 * - `group`: the full prize at the family's scale (2000), scaled by the chosen group (digital
 *   families);
 * - `fixed`: fixed odds, the group plays no part (VN, THAI).
 * `chance` is how many times one bet of the tier pays on a result, on average (its probability
 * when it pays at most once): with `full` it gives what the bet pays back (rtp.ts).
 */
export interface PrizeTable {
  basis: 'group' | 'fixed';
  full: Readonly<Record<string, Ratio>>;
  chance: Readonly<Record<string, Ratio>>;
}

/** Group prizes that return the whole stake at the full scale: 2.00 / chance per tier. */
export const fairPrizes = (chance: Readonly<Record<string, Ratio>>): PrizeTable => ({
  basis: 'group',
  full: Object.fromEntries(
    Object.entries(chance).map(([tier, c]) => [
      tier,
      ratio(BigInt(UNIT_PRICE_MINOR) * c.den, c.num),
    ]),
  ),
  chance,
});

/** Times a tier pays for one result. */
export type Hits = ReadonlyArray<readonly [tier: string, times: number]>;

/** The pure rules of a bet type; the selection given has passed the picker's shape check. */
export interface BetRules {
  /** Bets the selection makes (0 when it makes none). */
  count: (selection: Selection) => number;
  /** What the selection wins on a result of its family. */
  hits: (selection: Selection, result: LotteryResult) => Hits;
  /** The largest Σ times x pay(tier) any single result can give (an upper bound, never less). */
  maxPay: (selection: Selection, pay: (tier: string) => number) => number;
  /** The numbers it stakes on, for per-number limits: one key per bet, or per sum / option. */
  keys: (selection: Selection) => string[];
}

export interface BetTypeDef {
  /** '5D_ALL5_STRAIGHT', 'K3_SUM', 'VN_LO2', 'THAI_3TOP' ... */
  code: string;
  family: LotteryFamily;
  /** The tab of the picker: BET_GROUP_NAMES names it. */
  group: string;
  name: Named;
  /** How it is played, one line, for the page's help. */
  help: Named;
  picker: PickerSpec;
  prizes: PrizeTable;
  rules: BetRules;
}

/** nCk for small n. */
export const choose = (n: number, k: number): number => {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
};

/** Every k-subset of values, in order (small inputs only). */
export const subsets = <T>(values: readonly T[], k: number): T[][] => {
  if (k === 0) return [[]];
  const out: T[][] = [];
  values.forEach((v, i) => {
    for (const rest of subsets(values.slice(i + 1), k - 1)) out.push([v, ...rest]);
  });
  return out;
};

/** The cartesian product of rows (small inputs only). */
export const product = (rows: readonly (readonly number[])[]): number[][] =>
  rows.reduce<number[][]>((acc, row) => acc.flatMap((p) => row.map((v) => [...p, v])), [[]]);

export const rowsOf = (selection: Selection): number[][] => selection.positions ?? [];
export const numbersOf = (selection: Selection): string[] => selection.numbers ?? [];
export const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
export const DIGITS = range(0, 9);

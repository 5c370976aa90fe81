import {
  type BetTypeDef,
  betCount,
  groupRebateMinor,
  MONEY_UNITS,
  type MoneyUnit,
  orderAmountMinor,
  type Selection,
  tierPayMinor,
  UNIT_PRICE_MINOR,
  unitMinorOf,
} from '@lotto/contract';

/** What the picker holds for a bet type before it goes to the slip. */
export const emptySelection = (type: BetTypeDef): Selection =>
  type.picker.kind === 'rows' ? { positions: type.picker.rows.map(() => []) } : { numbers: [] };

/** One line of the bet slip: a selection with its money, as an order item travels. */
export interface SlipItem {
  id: string;
  betType: string;
  selection: Selection;
  unit: MoneyUnit;
  multiple: number;
  prizeGroup: number;
  count: number;
  amountMinor: number;
}

export interface MoneyChoice {
  unit: MoneyUnit;
  multiple: number;
  prizeGroup: number;
}

export const DEFAULT_MONEY: MoneyChoice = { unit: MONEY_UNITS[0], multiple: 1, prizeGroup: 0 };

/** The bets and cost of the current pick (0 and 0 while it is not a valid selection). */
export const costOf = (type: BetTypeDef, selection: Selection, money: MoneyChoice) => {
  const count = betCount(type, selection);
  return { count, amountMinor: orderAmountMinor(count, unitMinorOf(money.unit), money.multiple) };
};

let nextId = 0;
/** A slip line from the current pick, or null when the pick makes no bet. */
export const slipItemOf = (
  type: BetTypeDef,
  selection: Selection,
  money: MoneyChoice,
): SlipItem | null => {
  const { count, amountMinor } = costOf(type, selection, money);
  if (count === 0) return null;
  nextId += 1;
  return { id: `s${nextId}`, betType: type.code, selection, ...money, count, amountMinor };
};

/**
 * The headline odds of a bet type at a group: what one 2.00 bet pays on its best tier, in
 * minor units (fixed-odds types ignore the group).
 */
export const bestPrizeMinor = (type: BetTypeDef, group: number): number => {
  const money = { unitMinor: UNIT_PRICE_MINOR, multiple: 1, prizeGroup: group };
  return Math.max(
    0,
    ...Object.keys(type.prizes.full).map((tier) => tierPayMinor(type, tier, money)),
  );
};

/** The player's rebate rate at a group as a percent text with two decimals ("1.50"). */
export const rebateRateText = (type: BetTypeDef, ownMax: number, group: number): string =>
  (groupRebateMinor(type.family, 1_000_000, ownMax, group) / 10_000).toFixed(2);

/** Whether the type takes a prize group (digital families) or pays fixed odds (VN, Thai). */
export const usesGroup = (type: BetTypeDef): boolean => type.prizes.basis === 'group';

import {
  type BetTypeDef,
  betCount,
  betTypeOf,
  exposureKeys,
  groupRebateMinor,
  type MoneyUnit,
  maxWinOf,
  orderAmountMinor,
  type Selection,
  unitMinorOf,
} from '@lotto/contract';
import { AppError } from '../../errors.js';
import type { LotteryGameRow } from './games.tables.js';

/**
 * One order item checked against the game and the contract's rules (bet type offered, the
 * selection's bets, money unit, multiple, prize group), and priced: what it costs, the most
 * it can win, its prize-group rebate and the numbers it stakes on.
 */

export interface OrderItem {
  betType: string;
  selection: Selection;
  unit: MoneyUnit;
  multiple: number;
  prizeGroup: number;
}

export interface PricedItem {
  def: BetTypeDef;
  selection: Selection;
  betCount: number;
  unitMinor: number;
  multiple: number;
  prizeGroup: number;
  amountMinor: number;
  maxWinMinor: number;
  rebateMinor: number;
  keys: string[];
}

const invalid = (reason: string) => new AppError('lottery.bet.invalid', { reason });

/** Families whose bets pay fixed odds: their orders carry the site's maximum group. */
const FIXED_ODDS = new Set(['VN', 'THAI']);

export const priceItem = (
  game: Pick<LotteryGameRow, 'family' | 'bet_types' | 'min_group' | 'max_group'>,
  item: OrderItem,
  /** The member's own maximum group: its agent's gift, within the game's (ownMaxGroupOf). */
  ownMaxGroup: number = game.max_group,
): PricedItem => {
  const def = betTypeOf(item.betType);
  const offered = JSON.parse(game.bet_types) as string[];
  if (!def || def.family !== game.family || !offered.includes(def.code)) throw invalid('betType');
  const count = betCount(def, item.selection);
  if (!Number.isSafeInteger(count) || count <= 0) throw invalid('selection');
  const fixed = FIXED_ODDS.has(def.family) || def.prizes.basis === 'fixed';
  const prizeGroup = fixed ? game.max_group : item.prizeGroup;
  if (!fixed && (prizeGroup < game.min_group || prizeGroup > ownMaxGroup)) {
    throw invalid('prizeGroup');
  }
  const unitMinor = unitMinorOf(item.unit);
  if (!Number.isSafeInteger(item.multiple) || item.multiple < 1) throw invalid('multiple');
  const amountMinor = orderAmountMinor(count, unitMinor, item.multiple);
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) throw invalid('amount');
  const money = { unitMinor, multiple: item.multiple, prizeGroup };
  return {
    def,
    selection: item.selection,
    betCount: count,
    unitMinor,
    multiple: item.multiple,
    prizeGroup,
    amountMinor,
    maxWinMinor: maxWinOf(def, item.selection, money),
    rebateMinor: fixed ? 0 : groupRebateMinor(def.family, amountMinor, ownMaxGroup, prizeGroup),
    keys: exposureKeys(def, item.selection),
  };
};

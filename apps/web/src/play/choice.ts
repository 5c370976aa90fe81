import { diceWin, type PlayChoice, type PlayKind } from '@lotto/contract';
import { fromMinor, toMinor } from './money';

/** What the player has set up on the page, for every kind (only the game's own kind is sent). */
export interface Picks {
  side: 'player' | 'banker';
  pick: 'home' | 'draw' | 'away';
  /** Dice: win when the roll is below this (2 to 95). */
  target: number;
  /** Crash: the cash-out multiplier as typed ("2.00"). */
  cashOut: string;
}

export const DEFAULT_PICKS: Picks = { side: 'player', pick: 'home', target: 50, cashOut: '2.00' };
export const DICE_RANGE = { min: 2, max: 95 } as const;
export const CASH_OUT_RANGE = { min: 101, max: 100_000 } as const;

/** The crash cash-out in hundredths ("1.5" as 150), or null outside 1.01x to 1000x. */
export const cashOutOf = (text: string): number | null => {
  const value = toMinor(text);
  return value !== null && value >= CASH_OUT_RANGE.min && value <= CASH_OUT_RANGE.max
    ? value
    : null;
};

/** The choice to send for the game's kind, or null while the player's setup is invalid. */
export const choiceOf = (kind: PlayKind, picks: Picks): PlayChoice | null => {
  switch (kind) {
    case 'slot':
      return { kind };
    case 'table':
      return { kind, side: picks.side };
    case 'single':
      return { kind, pick: picks.pick };
    case 'dice': {
      const target = Math.round(picks.target);
      return target >= DICE_RANGE.min && target <= DICE_RANGE.max ? { kind, target } : null;
    }
    case 'crash': {
      const cashOut = cashOutOf(picks.cashOut);
      return cashOut === null ? null : { kind, cashOut };
    }
    case 'match':
      // A bet names its match: the sports screen makes it from the bet slip (SportsScreen).
      return null;
  }
};

/** The setup that made a round (an open one resumed keeps its side or pick on screen). */
export const picksWith = (picks: Picks, choice: PlayChoice | undefined): Picks => {
  switch (choice?.kind) {
    case 'table':
      return { ...picks, side: choice.side };
    case 'single':
      return { ...picks, pick: choice.pick };
    case 'dice':
      return { ...picks, target: choice.target };
    case 'crash':
      return { ...picks, cashOut: fromMinor(choice.cashOut) };
    default:
      return picks;
  }
};

/** Dice payout multiplier as text ("1.94"), the win of a 1.00 stake as the server pays it. */
export const dicePayout = (target: number, rtpBasisPoints: number): string =>
  fromMinor(diceWin(100, target, rtpBasisPoints));

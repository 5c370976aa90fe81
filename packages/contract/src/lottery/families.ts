/**
 * Lottery families and prize modes.
 *
 * Prize modes (spec constants `PRIZE_MODES`), our reading:
 * - `Lott`: traditional lotteries drawn once or twice a day or month (VN, THAI; catalogue LOTT);
 * - `Elott`: fast electronic lotteries drawn every few minutes (5D, K3, 11X5; catalogue ELOTT);
 * - `ZY` ("zi ying", self-run): the platform's own games. Every engine game is run by this
 *   server, so `/lgw/games/mobile?prizeMode=ZY` answers all of them; no game is stored as ZY.
 *
 * Families:
 * - `5D`: 5 digits 0-9 (positions W Q B S G: ten-thousands to units);
 * - `K3`: 3 dice 1-6 in draw order;
 * - `11X5`: 5 distinct numbers of 01-11 in draw order;
 * - `VN`: Vietnamese style, variant `north` (27 prize numbers) or `south` (18);
 * - `THAI`: Thai government lottery style (first prize 6 digits, 3 front x2, 3 bottom x2,
 *   2 bottom). No official results can be reached from here: VN and THAI games are drawn by
 *   this engine and say so.
 */

export const LOTTERY_FAMILIES = ['5D', 'K3', '11X5', 'VN', 'THAI'] as const;
export type LotteryFamily = (typeof LOTTERY_FAMILIES)[number];

export const LOTTERY_PRIZE_MODES = ['Lott', 'Elott', 'ZY'] as const;
export type PrizeMode = (typeof LOTTERY_PRIZE_MODES)[number];

/** The stored prize mode of a family's games (ZY is never stored: it answers all). */
export const FAMILY_PRIZE_MODE: Record<LotteryFamily, 'Lott' | 'Elott'> = {
  '5D': 'Elott',
  K3: 'Elott',
  '11X5': 'Elott',
  VN: 'Lott',
  THAI: 'Lott',
};

export const VN_VARIANTS = ['north', 'south'] as const;
export type VnVariant = (typeof VN_VARIANTS)[number];

/**
 * The digits of each prize number, prize by prize (index 0 = special prize). North: special 5,
 * 1st 5, 2nd 2x5, 3rd 6x5, 4th 4x4, 5th 6x4, 6th 3x3, 7th 4x2 = 27 numbers. South: special 6,
 * 1st 5, 2nd 5, 3rd 2x5, 4th 7x5, 5th 4, 6th 3x4, 7th 3, 8th 2 = 18 numbers.
 */
export const VN_LAYOUTS: Record<VnVariant, readonly (readonly number[])[]> = {
  north: [
    [5],
    [5],
    [5, 5],
    [5, 5, 5, 5, 5, 5],
    [4, 4, 4, 4],
    [4, 4, 4, 4, 4, 4],
    [3, 3, 3],
    [2, 2, 2, 2],
  ],
  south: [[6], [5], [5], [5, 5], [5, 5, 5, 5, 5, 5, 5], [4], [4, 4, 4], [3], [2]],
};

/** A draw's result: the numbers in draw order, grouped by prize where the family has prizes. */
export type LotteryResult =
  | { family: '5D'; digits: number[] }
  | { family: 'K3'; dice: number[] }
  | { family: '11X5'; balls: number[] }
  | { family: 'VN'; variant: VnVariant; prizes: string[][] }
  | { family: 'THAI'; first: string; front3: string[]; bottom3: string[]; bottom2: string };

export type ResultOf<F extends LotteryFamily> = Extract<LotteryResult, { family: F }>;

/** Every prize number of a VN result, in draw order (27 or 18). */
export const vnNumbers = (result: ResultOf<'VN'>): string[] => result.prizes.flat();

/** The result as one short line (lists, trend rows): "1 2 3 4 5", "01 05 07 09 11", "2-4-6". */
export const resultText = (result: LotteryResult): string => {
  switch (result.family) {
    case '5D':
      return result.digits.join(' ');
    case 'K3':
      return result.dice.join(' ');
    case '11X5':
      return result.balls.map((b) => String(b).padStart(2, '0')).join(' ');
    case 'VN':
      return result.prizes[0]?.[0] ?? '';
    case 'THAI':
      return result.first;
  }
};

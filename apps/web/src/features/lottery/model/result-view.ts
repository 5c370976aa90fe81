import type { LotteryResult } from '@lotto/contract';

/** The numbers of a digital result in draw order (the trend's rows); null for prize lotteries. */
export const positionsOf = (result: LotteryResult): number[] | null => {
  switch (result.family) {
    case '5D':
      return result.digits;
    case 'K3':
      return result.dice;
    case '11X5':
      return result.balls;
    default:
      return null;
  }
};

/** The values a position of a family's result takes, lowest to highest (the trend's columns). */
export const valueRangeOf = (family: LotteryResult['family']): number[] => {
  if (family === 'K3') return [1, 2, 3, 4, 5, 6];
  if (family === '11X5') return Array.from({ length: 11 }, (_, i) => i + 1);
  return Array.from({ length: 10 }, (_, i) => i);
};

/** A prize lottery's rows: the prize's label key and its numbers. */
export interface PrizeRow {
  label:
    | 'special'
    | 'first'
    | 'second'
    | 'third'
    | 'fourth'
    | 'fifth'
    | 'sixth'
    | 'seventh'
    | 'eighth'
    | 'front3'
    | 'bottom3'
    | 'bottom2';
  numbers: string[];
}

const VN_LABELS: PrizeRow['label'][] = [
  'special',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
];

/** The rows of a VN or Thai result, in prize order; null for the digital families. */
export const prizeRowsOf = (result: LotteryResult): PrizeRow[] | null => {
  if (result.family === 'VN') {
    return result.prizes.map((numbers, i) => ({ label: VN_LABELS[i] ?? 'eighth', numbers }));
  }
  if (result.family === 'THAI') {
    return [
      { label: 'first', numbers: [result.first] },
      { label: 'front3', numbers: result.front3 },
      { label: 'bottom3', numbers: result.bottom3 },
      { label: 'bottom2', numbers: [result.bottom2] },
    ];
  }
  return null;
};

/** The short form of a result for a card: the balls, or the headline prize of a prize lottery. */
export const headlineOf = (result: LotteryResult): string[] => {
  const positions = positionsOf(result);
  if (positions) {
    return positions.map((n) =>
      result.family === '11X5' ? String(n).padStart(2, '0') : String(n),
    );
  }
  if (result.family === 'VN') return [...(result.prizes[0]?.[0] ?? '')];
  if (result.family === 'THAI') return [...result.first];
  return [];
};

/** Two results are the same draw outcome (the verify button's comparison). */
export const sameResult = (a: LotteryResult, b: LotteryResult): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

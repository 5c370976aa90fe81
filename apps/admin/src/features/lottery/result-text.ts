import type { DrawItem } from '@lotto/contract';

type Result = NonNullable<DrawItem['result']>;

/** A draw's result in one line, in each family's usual way. */
export const resultText = (result: Result | null): string => {
  if (result === null) return '—';
  switch (result.family) {
    case '5D':
      return result.digits.join(' ');
    case 'K3':
      return result.dice.join(' ');
    case '11X5':
      return result.balls.map((b) => String(b).padStart(2, '0')).join(' ');
    case 'VN':
      return result.prizes[0]?.join(' ') ?? '—';
    case 'THAI':
      return result.first;
  }
};

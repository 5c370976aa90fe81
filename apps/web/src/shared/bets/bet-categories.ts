import type { GameCategory } from '@lotto/contract';

/** Categories a bet can be of (HOT is a lobby shelf, not a kind of game). */
export const BET_CATEGORIES: readonly GameCategory[] = [
  'RNG',
  'LIVE',
  'SPORTS',
  'ESPORTS',
  'FISH',
  'PVP',
  'INHOUSE',
  'COCKFIGHT',
  'ELOTT',
  'LOTT',
];

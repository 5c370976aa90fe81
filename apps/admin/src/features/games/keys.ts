import type { adminGamesEndpoints } from '@lotto/contract';
import type { z } from 'zod/mini';

type GamesQuery = z.input<typeof adminGamesEndpoints.adminGamesQuery>;

/** The games pages' query keys: a change to the catalogue refreshes all of them. */
export const gamesKeys = {
  all: ['games'] as const,
  vendors: ['games', 'vendors'] as const,
  categories: ['games', 'categories'] as const,
  list: (query: GamesQuery) => ['games', 'list', query] as const,
  jackpot: ['games', 'jackpot'] as const,
};

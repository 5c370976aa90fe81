/** The lottery back office's query keys. */
export const lotteryKeys = {
  games: ['lottery', 'games'] as const,
  odds: (gameId: number) => ['lottery', 'odds', gameId] as const,
  results: (gameId: number, date: string, pageNo: number) =>
    ['lottery', 'results', gameId, date, pageNo] as const,
  monitor: ['lottery', 'monitor'] as const,
  cancels: ['lottery', 'cancels'] as const,
  cancelsOf: (status: string, pageNo: number) => ['lottery', 'cancels', status, pageNo] as const,
};

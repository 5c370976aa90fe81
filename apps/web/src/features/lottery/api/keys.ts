/**
 * Query keys of the lottery: games and draws per language (names follow it), a member's orders
 * per session, so a sign-out leaves nothing for the next member.
 */
export const lotteryKeys = {
  all: ['lottery'] as const,
  games: (language: string, filter: string) => ['lottery', 'games', language, filter] as const,
  popular: (language: string) => ['lottery', 'popular', language] as const,
  game: (language: string, token: string, code: string) =>
    ['lottery', 'game', language, token, code] as const,
  draws: (code: string, date: string, page: number) =>
    ['lottery', 'draws', code, date, page] as const,
  vnMenu: (language: string) => ['lottery', 'vn-menu', language] as const,
  vnOpened: (code: string, date: string) => ['lottery', 'vn-opened', code, date] as const,
  orders: (token: string, filter: string) => ['lottery', 'orders', token, filter] as const,
  order: (token: string, orderNo: string) => ['lottery', 'order', token, orderNo] as const,
  chase: (token: string, chaseNo: string) => ['lottery', 'chase', token, chaseNo] as const,
  /** Everything of a member's own: refreshed after a bet, a cancel or a stop. */
  mine: ['lottery', 'orders'] as const,
};

/**
 * Query keys that several features read or refresh: the wallet (the header's balance, refreshed
 * after play and by the menu), the winner board and the member's own data (forgotten when a session ends). Each
 * feature keeps its own keys beside its queries; these are the ones it must not retype.
 */
export const sharedKeys = {
  wallet: {
    all: ['wallet'] as const,
    balance: (token: string) => ['wallet', 'balance', token] as const,
  },
  /** The game catalogue by language (the games feature keeps its other catalogue keys under it). */
  catalogue: {
    all: (language: string) => ['games', 'catalogue', language] as const,
    vendors: (language: string) => ['games', 'catalogue', language, 'vendors'] as const,
  },
  /** The site's winner board: home shows it, playing refreshes it. */
  winners: ['winners'] as const,
  /** The inbox's unread count: the inbox changes it, the member centre's icon shows it. */
  inbox: {
    unread: (token: string) => ['inbox', 'unread', token] as const,
  },
  /** Unread announcements per board: the notice screens change them, the agent footer shows one. */
  noticeUnread: {
    all: ['announcements', 'unread'] as const,
    board: (token: string, board: string) => ['announcements', 'unread', token, board] as const,
  },
  member: {
    all: ['member'] as const,
    info: (token: string) => ['member', 'info', token] as const,
    headIcon: (token: string) => ['member', 'icon', token] as const,
    /** The security centre's overview: masked contacts and whether a payment password is set. */
    security: (token: string) => ['member', 'security', token] as const,
  },
};

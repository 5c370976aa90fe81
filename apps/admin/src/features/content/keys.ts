/** The content pages' query keys. */
export const contentKeys = {
  announcements: ['content', 'announcements'] as const,
  banners: ['content', 'banners'] as const,
  messages: ['content', 'messages'] as const,
  agreement: ['content', 'agreement'] as const,
  help: ['content', 'help'] as const,
  hotMatches: ['content', 'hotMatches'] as const,
};

/** The content pages' query keys. */
export const contentKeys = {
  announcements: ['content', 'announcements'] as const,
  banners: ['content', 'banners'] as const,
  messages: ['content', 'messages'] as const,
  agreement: ['content', 'agreement'] as const,
};

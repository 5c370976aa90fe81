/** Texts of the member's inbox: /m/webEmail and /m/message. */
export const EN = {
  summaryLabel: 'Your messages',
  unreadCount: '{{count}} unread',
  allRead: 'All read',
  unread: 'Unread',
  empty: 'No messages yet',
  emptyBody: 'Notices about your account, rewards and security will arrive here.',
  loadMore: 'Show more',
  delete: 'Delete',
  deleteTitle: 'Delete this message?',
  deleteBody: '“{{title}}” will be removed from your inbox. This cannot be undone.',
  deleted: 'Message deleted',
  backToList: 'All messages',
  notFound: 'This message does not exist or was deleted.',
  kinds: {
    operator: 'Message',
    new_device: 'Security',
    password_changed: 'Security',
    promotion_issued: 'Reward',
    promotion_paid: 'Bonus',
  },
} as const;

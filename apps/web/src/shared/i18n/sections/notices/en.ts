/** Texts of announcements: the popup, the latest-news popup, the home ticker and /m/notice. */
export const EN = {
  popupTitle: 'Announcement',
  previous: 'Previous',
  next: 'Next',
  close: 'Close',
  page: '{{current}} / {{total}}',
  latestNews: 'Latest news',
  tickerLabel: 'Announcements',
  tickerEmpty: 'No announcement',
  unreadCount: '{{count}} unread',
  allRead: 'All caught up',
  unread: 'Unread',
  listEmpty: 'No announcements yet',
  listEmptyBody: 'News and notices from us will appear here.',
  loadMore: 'Show more',
  guestHint: 'Log in to keep track of what you have read.',
  backToList: 'All announcements',
  notFound: 'This announcement is no longer available.',
  agentBoard: 'Agent announcements',
  agentListEmptyBody:
    'Notices for agents about commissions, contracts and events will appear here.',
  types: { PL: 'Notice', H: 'News', PU: 'Featured', A: 'Agents' },
} as const;

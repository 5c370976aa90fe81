/** Texts of announcements: the popup, the latest-news popup and the home ticker. */
export const EN = {
  popupTitle: 'Announcement',
  previous: 'Previous',
  next: 'Next',
  close: 'Close',
  page: '{{current}} / {{total}}',
  latestNews: 'Latest news',
  tickerLabel: 'Announcements',
  tickerEmpty: 'No announcement',
} as const;

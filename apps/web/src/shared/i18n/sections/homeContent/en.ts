/** Texts of home's content: banners, popular games, winners, the app download. */
export const EN = {
  banners: 'Promotions',
  showBanner: 'Show banner {{n}}',
  winners: 'Big winners',
  winnersEmpty: 'No big wins yet. Be the first!',
  appTitle: 'Get the {{name}} app',
  appBody: 'Faster games, instant deposits, bonus alerts.',
  appButton: 'Download app',
  popupTitle: 'Download the app',
  android: 'Android app',
  ios: 'iPhone app',
  profile: 'iOS profile (web clip)',
  guide: 'How to add to the home screen',
  close: 'Close',
} as const;

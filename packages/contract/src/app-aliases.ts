/**
 * Addresses that open the app at home or at registration (spec/01 section 2). The server
 * answers each with the app to any client; the app's router maps them to their screen.
 */
export const APP_ALIASES = {
  home: ['/', '/m', '/m/', '/m/index', '/m/index.html'],
  register: ['/register.html', '/m/register.html'],
} as const;

const HOME_SCREEN = 'src/app/screens/HomeScreen.tsx';

/**
 * The public pages: the server renders them (in the caller's language, as a visitor sees them)
 * and the app hydrates them (DESIGN.md "First paint"), each with its screen's module in the web
 * app (the build's manifest names the styles and scripts the page needs from it). Pages that need
 * a session are painted by the app alone.
 */
export const SERVER_RENDERED_PAGES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(APP_ALIASES.home.map((alias) => [alias, HOME_SCREEN])),
  '/m/home': HOME_SCREEN,
  '/m/gameList': 'src/features/games/screens/GameListScreen.tsx',
  '/m/activity': 'src/features/promotions/screens/ActivityScreen.tsx',
  '/m/activityDetail': 'src/features/promotions/screens/ActivityDetailScreen.tsx',
  '/m/help': 'src/features/help/screens/HelpScreen.tsx',
  '/m/helpDetail': 'src/features/help/screens/HelpDetailScreen.tsx',
  '/m/notice': 'src/features/notices/list/NoticeScreen.tsx',
  '/m/lottery': 'src/features/lottery/screens/LotteryLobbyScreen.tsx',
};

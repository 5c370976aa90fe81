import { HOME_ALIASES, paths, REGISTER_ALIASES } from '../config/paths';

/** The screen a path shows: the first segment after /m/ ('login', 'agent', ...) or an alias's. */
export const screenOf = (pathname: string): string => {
  if ((HOME_ALIASES as readonly string[]).includes(pathname)) return 'home';
  if ((REGISTER_ALIASES as readonly string[]).includes(pathname)) return 'register';
  const match = pathname.match(/^\/m\/([^/]+)/);
  return match?.[1]?.replace(/\.html$/, '') ?? '';
};

/** spec/01 section 2: no frame header on these screens (they draw their own). */
const NO_HEADER = new Set(['login', 'register', 'mine', 'agent', 'help']);
/** spec/01 section 2 and spec/02 section 2: no footer menu on these screens. */
const NO_FOOTER = new Set([
  'login',
  'register',
  'trail',
  'launchGame',
  'changePsw',
  'notice',
  'activity',
  'forget',
  'service',
  'moreLottery',
  'useragreement',
  'maintenance',
  'agent',
]);
/** Back from these goes home rather than to the previous page. */
const BACK_HOME = new Set(['login', 'register', 'trail', 'notice', 'forget']);

export type HeaderVariant = 'home' | 'page' | 'none';

export const headerVariantOf = (pathname: string): HeaderVariant => {
  const screen = screenOf(pathname);
  if (screen === 'home') return 'home';
  if (pathname === paths.memberHome) return 'none'; // the member centre, like /m/mine
  return NO_HEADER.has(screen) ? 'none' : 'page';
};

export const footerVisible = (pathname: string): boolean => !NO_FOOTER.has(screenOf(pathname));

/** Where back leads: home for the spec's entry screens or when there is no history. */
export const backTargetOf = (pathname: string, historyLength: number): 'home' | 'history' =>
  BACK_HOME.has(screenOf(pathname)) || historyLength <= 1 ? 'home' : 'history';

/** The member centre (/m/mine, /m/member/...), which a free-trial account may not enter. */
export const isMemberArea = (pathname: string): boolean =>
  pathname === paths.mine || pathname.startsWith('/m/member/');

/** Business constants named by spec/01 and spec/02, written here once. */

export const MEMBER_TYPES = {
  member: 0,
  agent1: 1,
  agent2: 2,
  freeTrial: 4,
  restricted: 40,
  agent41: 41,
  agent42: 42,
} as const;
/**
 * Types that never see agent features (spec/02 section 9), and types that never see "transfer to
 * superior", even with an upline (spec/02 section 9: not 2; a free trial never has an upline).
 * Written out rather than read from MEMBER_KINDS (agent/kinds.ts), which a test holds them to:
 * every page's frame checks the first, and the table would ride into every first load with it.
 */
export const NON_AGENT_TYPES: readonly number[] = [0, 4, 40];
export const NO_UPLINE_TRANSFER_TYPES: readonly number[] = [2, 4];
/** Kinds the home's contract check skips (spec/02 section 4); here, as home loads it. */
export const NO_CONTRACT_TYPES: readonly number[] = [4, 40, 41, 42];

export const PAGE_SIZES = { games: 26, favourites: 26, recent: 25, popular: 26 } as const;

/** Timings in milliseconds. */
export const TIMINGS = {
  pageTransition: 300,
  swipeBackThreshold: 100, // px
  popupDelay: 500,
  languageRevalidate: 200,
  passwordChangeRedirect: 1000,
  inputPromptFocus: 500,
  smsTick: 1000,
  infiniteScrollThrottle: 1000,
  bannerAutoplay: 5000,
  hotMatchAutoplay: 5000,
  hotMatchSpeed: 500,
  stickyHeaderOffset: 100, // px
  infiniteScrollTrigger: 500, // px
} as const;

/** Toast durations in milliseconds (spec/01 section 9). */
export const TOASTS = {
  default: 1500,
  short: 3000,
  long: 8000,
  success: 1000,
  loading: 10_000,
  loadingLong: 9_999_000,
  freeReject: 2000,
} as const;

export const GATEWAY = { WEB: 1, MOBILE: 3 } as const;
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott'] as const;
export const CONTENT_TYPES = ['A', 'PL', 'B', 'PU', 'PR', 'H'] as const;
export const HOME_ANNOUNCEMENT_TYPES = 'B,PL,PU,H';
export const ESPORT_GAME_CODE = 'TF';
export const COCKFIGHT_GAME_CODE = 'SV3';
export const MIN_BET_OPTIONS = ['0.01', '0.05', '0.1', '0.5', '0.75'] as const;

export const AGE_LIMITS = { standard: 18, strict: 21 } as const;

/** Storage keys (spec/01 sections 3 and 9). */
export const STORAGE_KEYS = {
  sessionInfo: 'MC_SESSION_INFO',
  noticePopShown: 'NOTICE_POP',
  language: 'language',
  autoLogin: 'autoLogin',
  autoSass: 'autoSass',
  autoRemPass: 'autoRemPass',
  savedCredentials: 'sass',
  rememberPassword: 'remPass',
  bankListCache: 'bankList',
  templateSetting: 'templateSetting',
  hideDownloadBar: 'hideDownloadBar',
  balanceHidden: 'balanceHidden',
  webClip: 'WEBCLIP',
  deviceId: 'loginDeviceId',
  /** The free-trial account name, in session storage (spec/01 section 3). */
  trialUser: 'trialUser',
  /** Popup announcements last shown, as title and content pairs, per variant (spec/01 section 4). */
  popupSeenA: 'POPUP_NOTICE_A',
  popupSeenB: 'POPUP_NOTICE_B',
} as const;

/** The app shell marks its WebView user agent with this token (named here). */
export const APP_SHELL_UA_MARK = 'LottoApp';
export const COPYRIGHT_START_YEAR = 2026;

/**
 * The first paint (DESIGN.md "First paint"): the cookie that carries the chosen language to the
 * server, and the ids of what the server inlines into the app's page.
 */
export const FIRST_PAINT = {
  languageCookie: 'language',
  /** Kept beside the stored flag, so the server paints a closed download bar closed. */
  downloadBarCookie: 'hideDownloadBar',
  statusBlockId: 'first-paint-status',
  /** The query answers a server-rendered page was painted from (a JSON block, never run). */
  queriesBlockId: 'first-paint-queries',
  shellId: 'first-paint',
  /** Marks the stylesheets the server sends as preloads, for the app to apply (data-*). */
  deferredStyleAttribute: 'data-deferred-style',
  /**
   * Set on `<html>` by the service worker when it answers with a page kept from an earlier
   * visit: its painted answers are as old as that visit, and the app asks for every one again.
   */
  keptPageAttribute: 'data-kept-page',
} as const;

/**
 * The prize groups a site offers unless it says otherwise (the demo site's), and the range an
 * agent gives its members in (open account): the player picks 1700 .. 1960 and is paid 85 % ..
 * 98 % of the full prize.
 */
export const DEFAULT_PRIZE_GROUPS = { min: 1700, max: 1960 } as const;

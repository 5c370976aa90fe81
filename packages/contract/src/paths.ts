/** API paths, named once for server routes and the web client. */
export const API = {
  health: '/healthz',
  system: {
    status: '/wps/system/status',
    whitelabel: '/wps/system/whitelabel',
    template: '/wps/system/setting/template',
    country: '/wps/system/country',
    customerService: '/wps/system/customerService',
    registerSettings: '/wps/system/setting/register',
  },
  session: {
    publicKey: '/wps/session/key',
    login: '/wps/session/login',
    logout: '/wps/session/logout',
    renew: '/wps/session/renew',
    devices: '/wps/session/devices',
    freePlay: '/wps/session/freePlay',
    socialProviders: '/wps/session/social',
    socialStart: '/wps/session/social/:provider/start',
    socialCallback: '/wps/session/social/:provider/callback',
    socialExchange: '/wps/session/social/exchange',
  },
  captcha: '/wps/captcha',
  member: {
    register: '/wps/member/register',
    info: '/wps/member/info',
    password: '/wps/member/password',
    trialUser: '/wps/member/trialuser',
    forgotByEmail: '/wps/member/password/forgot',
    resetByLink: '/wps/member/password/reset',
    resetByPhone: '/wps/member/password/phone',
  },
  checkUsername: '/wps/check/username',
  affiliate: '/wps/agent/affiliate',
  verification: {
    smsRegister: '/wps/verification/sms/register',
    smsNoLogin: '/wps/verification/sms/noLogin',
    smsReset: '/wps/verification/sms/reset',
  },
  announcements: '/wps/relay/announcements',
  /** Generated SVG of a banner that has no image of its own (`?lang=EN|MY`). */
  bannerImage: '/wps/relay/banner/:id.svg',
  demoOutbox: '/wps/demo/outbox',
  /** Demo mode, demo sites: the outbox as a page a person reads (HTML, refreshes itself). */
  demoOutboxPage: '/demo/outbox',
  games: {
    list: '/wps/relay/games',
    hot: '/wps/relay/games/hot',
    vendors: '/wps/relay/games/vendors',
    types: '/wps/relay/games/types',
    /** Generated SVG per game; build URLs with gameIconPath(nodeId). */
    icon: '/wps/relay/games/icon/:nodeId.svg',
    favourites: '/wps/relay/favourites',
    favouriteIds: '/wps/relay/favourites/ids',
    recent: '/wps/relay/recentGames',
    winners: '/wps/relay/winners',
  },
  play: {
    launch: '/wps/game/launchGame',
    /** Vendor page calls, authorised by the launch ticket (not the member's token). */
    state: '/wps/vendor/play/state',
    round: '/wps/vendor/play/round',
    settle: '/wps/vendor/play/settle',
    records: '/wps/relay/gameRecords',
  },
  wallet: {
    balance: '/wps/wallets/balance',
    transactions: '/wps/relay/wallet/transactions',
  },
} as const;

/**
 * Addresses that open the app at home or at registration (spec/01 section 2). The server
 * answers each with the app to any client; the app's router maps them to their screen.
 */
export const APP_ALIASES = {
  home: ['/', '/m', '/m/', '/m/index', '/m/index.html'],
  register: ['/register.html', '/m/register.html'],
} as const;

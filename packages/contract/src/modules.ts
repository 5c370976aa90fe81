/**
 * Module ids: every route names the function it belongs to, so a site can switch a whole
 * function off (the answer is then `function.not.available`). Clients send theirs in the
 * `Module` header; the server decides by the route's own id.
 */
export const MODULE_IDS = [
  'COMM3', // common: system status, settings, announcements
  'REG3', // registration
  'LOGIN3', // login, logout, sessions
  'CAPTCHA3',
  'VERIFICATION3', // SMS and e-mail codes
  'MEMBER3', // member info and settings
  'FUNDTRANS3', // wallet, deposits, withdrawals, transfers
  'GAME3', // catalogue, favourites, launch
  'LOTT3', // lottery
  'PROMO3', // promotions and activities
  'AGENT3', // agent centre
  'HELP3', // help centre
] as const;
export type ModuleId = (typeof MODULE_IDS)[number];

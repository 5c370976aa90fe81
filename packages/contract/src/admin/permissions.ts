/**
 * The back office's roles and what each may do (DESIGN.md "Back office realm": roles map to
 * permissions in one table). The server guards each admin endpoint by one permission; the
 * admin app shows a menu entry only to operators holding its permission.
 */

export const ADMIN_ROLES = ['owner', 'finance', 'support', 'content', 'risk'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const ADMIN_PERMISSIONS = [
  'deposits.review',
  'withdrawals.review',
  'members.read',
  'members.adjust',
  /** Lock and unlock, change type, make responsible-play settings stricter. */
  'members.manage',
  'feedback.reply',
  'promotions.review',
  'audit.read',
  'agents.move',
  /** Site settings, new sites from a template, maintenance, region rules. */
  'sites.manage',
  /** Announcements, banners, hot matches, promotions, help, the agreement, member messages. */
  'content.manage',
  /** Vendors per site, categories, the catalogue, RTP and jackpot terms. */
  'games.manage',
  /** Lottery games, schedules, limits, odds and prize groups. */
  'lottery.manage',
  /** Cancel and refund a draw: requested by one operator, approved by a second. */
  'lottery.cancel',
  'risk.review',
  'reports.read',
  /** Create operators, assign roles, reset a TOTP, disable. */
  'operators.manage',
] as const;
export type AdminPermission = (typeof ADMIN_PERMISSIONS)[number];

/**
 * The one table of roles to permissions. Finance holds lottery.cancel because a cancelled
 * draw is refunded money (two finance operators approve it); risk reads members and reports
 * beside its alerts and may lock an account it finds abused.
 */
export const ROLE_PERMISSIONS: Readonly<Record<AdminRole, readonly AdminPermission[]>> = {
  owner: ADMIN_PERMISSIONS,
  finance: [
    'deposits.review',
    'withdrawals.review',
    'members.read',
    'members.adjust',
    'lottery.cancel',
    'reports.read',
  ],
  support: ['members.read', 'members.manage', 'feedback.reply', 'agents.move'],
  content: ['promotions.review', 'content.manage', 'games.manage', 'lottery.manage'],
  risk: ['members.read', 'members.manage', 'risk.review', 'reports.read', 'audit.read'],
};

export const hasPermission = (role: AdminRole, permission: AdminPermission): boolean =>
  ROLE_PERMISSIONS[role].includes(permission);

/** Limits of the back office's sign-in and sessions. */
export const ADMIN_LIMITS = {
  /** A session unused this long ends. */
  sessionIdleMs: 30 * 60_000,
  /** A session ends this long after sign-in, used or not. */
  sessionAbsoluteMs: 12 * 60 * 60_000,
  /**
   * Failed sign-ins of one username within the window before clients other than its known
   * devices are refused for a while; a known device (one its operator signed in on before)
   * still gets in with the right password and code.
   */
  loginFailuresMax: 5,
  loginFailureWindowMs: 15 * 60_000,
  /** Failed sign-ins from one address within the window, any usernames, before it is refused. */
  loginFailuresPerAddress: 20,
  /** Failed sign-ins of a username's known devices within the window before they count as unknown. */
  knownDeviceFailuresMax: 10,
  /** Per client address and process, every sign-in attempt but those of a known device. */
  loginPerMinute: 20,
  /**
   * Manual adjustments above this (absolute, minor units) wait for a second approval by a
   * different operator holding members.adjust.
   */
  adjustmentApprovalAboveMinor: 100_000,
} as const;

/** The operator's session cookie (httpOnly, SameSite=Strict, Path=/admin). */
export const ADMIN_COOKIE = 'lotto_admin';
/** The header carrying the session's CSRF token on every non-GET admin call. */
export const ADMIN_CSRF_HEADER = 'x-csrf-token';

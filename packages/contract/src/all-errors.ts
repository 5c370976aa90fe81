import { ADMIN_AGENT_RUNS_ERRORS } from './admin/agent-runs.errors.js';
import { AGENT_TREE_ERRORS } from './admin/agent-tree.errors.js';
import { CONTENT_ADMIN_ERRORS } from './admin/content.errors.js';
import { ADMIN_ERRORS } from './admin/errors.js';
import { ADMIN_GAMES_ERRORS } from './admin/games.errors.js';
import { ADMIN_LOTTERY_ERRORS } from './admin/lottery.errors.js';
import { ADMIN_MEMBER_ERRORS } from './admin/members.errors.js';
import { ADMIN_OPERATORS_ERRORS } from './admin/operators.errors.js';
import { PROMOTION_ADMIN_ERRORS } from './admin/promotions.errors.js';
import { ADMIN_RISK_ERRORS } from './admin/risk.errors.js';
import { SITE_ADMIN_ERRORS } from './admin/sites.errors.js';
import { PLAYER_ERRORS } from './errors.js';
import type { AdminLanguageCode, LanguageCode } from './languages.js';

// Apart from the players' catalogue (errors.ts), so the player app, which reads only that, never
// bundles the back office's codes and texts.

/** Every error code the server answers: the players' and the back office's own. */
export const ERRORS = {
  ...PLAYER_ERRORS,
  ...ADMIN_ERRORS,
  ...AGENT_TREE_ERRORS,
  ...SITE_ADMIN_ERRORS,
  ...ADMIN_MEMBER_ERRORS,
  ...CONTENT_ADMIN_ERRORS,
  ...ADMIN_AGENT_RUNS_ERRORS,
  ...ADMIN_OPERATORS_ERRORS,
  ...ADMIN_RISK_ERRORS,
  ...ADMIN_LOTTERY_ERRORS,
  ...ADMIN_GAMES_ERRORS,
  ...PROMOTION_ADMIN_ERRORS,
} as const;

export type ErrorCode = keyof typeof ERRORS;

/** The user-facing text of an error code in a language. */
export const errorMessage = (code: ErrorCode, language: LanguageCode): string =>
  ERRORS[code][language];

/**
 * The text of an error code in a back-office language. Chinese is there for every code an
 * operator can meet (admin/reachable-errors.ts); a code only players meet answers English.
 */
export const adminErrorMessage = (code: ErrorCode, language: AdminLanguageCode): string => {
  const texts: { ZH?: string } & Record<LanguageCode, string> = ERRORS[code];
  return language === 'ZH' ? (texts.ZH ?? texts.EN) : texts[language];
};

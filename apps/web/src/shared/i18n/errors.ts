import { type LanguageCode, PLAYER_ERRORS, type PlayerErrorCode } from '@lotto/contract';
import { currentLanguage, translate } from './index';

/**
 * The text of a contract error code: one catalogue for server and app, the codes players and
 * agents can meet. Kept out of the i18n core so the catalogue loads with the screens that need
 * it, not with the first page.
 */
export const errorText = (
  code: PlayerErrorCode,
  language: LanguageCode = currentLanguage(),
): string => PLAYER_ERRORS[code][language];

const isErrorCode = (code: string): code is PlayerErrorCode => code in PLAYER_ERRORS;

/** The message to show for a failed call: the server's localized text, else the catalogue's. */
export const failureText = (error: unknown, language: LanguageCode = currentLanguage()) => {
  const { code = '', message } = (error ?? {}) as { code?: string; message?: string };
  if (message) return message;
  if (code === 'network.offline') return translate(language, 'common.noInternet');
  if (code === 'network.error') return translate(language, 'common.slowConnection');
  return errorText(isErrorCode(code) ? code : 'system.error', language);
};

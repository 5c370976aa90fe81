import { z } from 'zod/mini';
import { onFirstUse } from './on-first-use.js';

/** Languages the app ships dictionaries for. A site lists which of these it offers. */
export const SUPPORTED_LANGUAGES = ['MY', 'EN'] as const;
export const languageCode = onFirstUse(() => z.enum(SUPPORTED_LANGUAGES));
export type LanguageCode = z.infer<typeof languageCode>;
/** spec/01 section 9: the default language code is MY. */
export const DEFAULT_LANGUAGE: LanguageCode = 'MY';

/** The back office reads the player languages and Chinese (operators' own texts and refusals). */
export const ADMIN_LANGUAGES = ['EN', 'MY', 'ZH'] as const;
export type AdminLanguageCode = (typeof ADMIN_LANGUAGES)[number];

export const isAdminLanguageCode = (value: unknown): value is AdminLanguageCode =>
  typeof value === 'string' && (ADMIN_LANGUAGES as readonly string[]).includes(value);

export const isLanguageCode = (value: unknown): value is LanguageCode =>
  typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);

import type { LanguageCode } from './languages.js';

/** Error codes with their HTTP status and the text shown to the user in every language. */
export type ErrorTexts = Record<string, { status: number } & Record<LanguageCode, string>>;

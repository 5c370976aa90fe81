import type { AdminLanguageCode, LanguageCode } from './languages.js';

/**
 * Error codes with their HTTP status and the text shown to the user in every language. A code
 * an operator can meet also carries Chinese, which the back office reads.
 */
export type ErrorTexts = Record<
  string,
  { status: number; ZH?: string } & Record<LanguageCode, string>
>;

/** Error codes an operator can meet: a missing text in a back-office language is a type error. */
export type AdminErrorTexts = Record<
  string,
  { status: number } & Record<AdminLanguageCode, string>
>;

import { type LanguageCode, SUPPORTED_LANGUAGES } from '@lotto/contract';

/** The languages a text is written in, side by side: English first, then Burmese. */
export const CONTENT_LANGUAGES: readonly LanguageCode[] = [...SUPPORTED_LANGUAGES].sort((a, b) =>
  a === 'EN' ? -1 : b === 'EN' ? 1 : 0,
);

export const LANGUAGE_NAMES: Record<LanguageCode, string> = { EN: 'English', MY: 'မြန်မာ' };

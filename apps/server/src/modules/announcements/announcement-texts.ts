import type { LanguageCode } from '@lotto/contract';

/** Texts fall back to English when an announcement has none in the asked language. */
const FALLBACK_LANGUAGE = 'EN';
/** The languages to read an announcement's text in: the asked one, then the fallback. */
export const textLanguages = (language: LanguageCode) => [
  ...new Set([language, FALLBACK_LANGUAGE]),
];
/** One row per announcement (by `idOf`): the asked language's translation, else the fallback's. */
export const pickTranslations = <T extends { language: string }>(
  rows: readonly T[],
  language: LanguageCode,
  idOf: (row: T) => number,
): T[] => {
  const picked = new Map<number, T>();
  for (const row of rows) {
    const seen = picked.get(idOf(row));
    if (!seen || (row.language === language && seen.language !== language)) {
      picked.set(idOf(row), row);
    }
  }
  // Map keeps first-insertion order, which is the query's display order.
  return [...picked.values()];
};

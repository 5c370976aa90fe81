import type { LanguageCode } from '@lotto/contract';
import { AppError } from '../errors.js';
import type { Site } from '../site.js';

/**
 * Texts an operator writes per language for members: one in every language the site offers
 * (members read their own, and the editor shows them side by side), none in a language it
 * does not offer. Answers them as [language, text] pairs in the site's order.
 */
export const siteTexts = <T>(
  site: Pick<Site, 'languages'>,
  texts: Partial<Record<LanguageCode, T>>,
): [LanguageCode, T][] => {
  const given = Object.keys(texts) as LanguageCode[];
  const unknown = given.filter((language) => !site.languages.includes(language));
  if (unknown.length > 0) throw new AppError('admin.content.language.unknown', { unknown });
  const missing = site.languages.filter((language) => texts[language] === undefined);
  if (missing.length > 0) throw new AppError('admin.content.language.missing', { missing });
  return site.languages.map((language) => [language, texts[language] as T]);
};

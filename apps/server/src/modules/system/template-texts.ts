import {
  type LanguageCode,
  languageCode,
  type MobileTemplate,
  mobileTemplate,
} from '@lotto/contract';
import { z } from 'zod/mini';

/**
 * The mobile template as a site stores it (merchants.mobile_template). Its texts may be given
 * per language, `{ "EN": "...", "MY": "..." }`, or as one text for every language; the wire keeps
 * spec/01 §3's single strings, each answered in the request's language.
 */
const localizedText = z.union([z.string(), z.partialRecord(languageCode, z.string())]);
export type LocalizedText = z.infer<typeof localizedText>;

export const siteTemplate = z.extend(mobileTemplate, {
  login_prompt_text: localizedText,
  app_desc: localizedText,
});
export type SiteTemplate = z.infer<typeof siteTemplate>;

/** The text in `language`, else in the site's default language, else any there is. */
export const textIn = (
  text: LocalizedText,
  language: LanguageCode,
  defaultLanguage: LanguageCode,
): string => {
  if (typeof text === 'string') return text;
  return text[language] ?? text[defaultLanguage] ?? Object.values(text)[0] ?? '';
};

/** The template's wire fields, its texts in `language`. */
export const templateIn = (
  template: SiteTemplate,
  language: LanguageCode,
  defaultLanguage: LanguageCode,
): MobileTemplate => ({
  ...template,
  login_prompt_text: textIn(template.login_prompt_text, language, defaultLanguage),
  app_desc: textIn(template.app_desc, language, defaultLanguage),
});

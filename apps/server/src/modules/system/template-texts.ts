import type { LanguageCode, MobileTemplate } from '@lotto/contract';
import type { LocalizedText, SiteTemplate } from '../../site.js';

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

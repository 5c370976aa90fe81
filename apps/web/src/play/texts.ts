import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@lotto/contract';
import { interpolate } from '../shared/i18n/interpolate';
import { EN } from '../shared/i18n/sections/play/en';
import { MY } from '../shared/i18n/sections/play/my';

/**
 * The game page's texts: the play section alone, in the language of the page's address (the
 * app passes its own). The page reloads to change language, so one module-wide choice serves.
 */
type GameKey = keyof typeof EN;
const SECTIONS: Record<LanguageCode, typeof MY> = { EN, MY };

let chosen: LanguageCode = DEFAULT_LANGUAGE;

/** ?lang=EN|MY (any case); the platform's default language otherwise. */
export const languageOf = (value: string | null): LanguageCode => {
  const code = value?.toUpperCase();
  return isLanguageCode(code) ? code : DEFAULT_LANGUAGE;
};

export const chooseLanguage = (language: LanguageCode) => {
  chosen = language;
  document.documentElement.lang = language === 'MY' ? 'my' : 'en';
};

export const t = (key: GameKey, vars?: Record<string, string | number>): string => {
  return interpolate(SECTIONS[chosen][key] || EN[key], vars);
};

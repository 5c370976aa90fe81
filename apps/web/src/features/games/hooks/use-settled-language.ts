import { type LanguageCode, TIMINGS } from '@lotto/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n';

/**
 * The language the lists are loaded in: it follows the app's language 200 ms after a change
 * (spec/02 sections 4 and 9), so quick switching reloads the lists once.
 */
export const useSettledLanguage = (): LanguageCode => {
  const { language } = useTranslation();
  const [settled, setSettled] = useState(language);
  useEffect(() => {
    if (language === settled) return;
    const timer = setTimeout(() => setSettled(language), TIMINGS.languageRevalidate);
    return () => clearTimeout(timer);
  }, [language, settled]);
  return settled;
};

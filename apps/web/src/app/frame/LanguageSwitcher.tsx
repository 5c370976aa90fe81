import type { LanguageCode } from '@lotto/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { chooseLanguage, useTranslation } from '../../shared/i18n';
import { useSite } from '../../shared/site/site-status';
import { Flag } from '../../shared/ui/Flag';
import { ArrowDownIcon } from '../../shared/ui/icons';
import { useDismiss } from './use-dismiss';

/** Flag dropdown of the languages the site offers. */
export const LanguageSwitcher = () => {
  const { t, language: current } = useTranslation();
  const site = useSite().site;
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const ref = useDismiss<HTMLDivElement>(open, () => setOpen(false));

  const pick = async (language: LanguageCode) => {
    setOpen(false);
    // Once the new language's texts are loaded and in force: server texts are per language
    // too, so fetch them again in it.
    await chooseLanguage(language);
    await queryClient.invalidateQueries();
  };

  return (
    <div className="dropdown" ref={ref}>
      <button
        type="button"
        className="lang-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t('frame.language')}
        data-testid="language-switcher"
        onClick={() => setOpen((v) => !v)}
      >
        <Flag language={current} />
        <ArrowDownIcon />
      </button>
      {open && (
        <div className="dropdown__menu" role="menu" aria-label={t('frame.language')}>
          {site.languages.map((language) => (
            <button
              key={language}
              type="button"
              role="menuitemradio"
              aria-checked={language === current}
              className="dropdown__item"
              data-testid={`language-${language}`}
              onClick={() => void pick(language)}
            >
              <Flag language={language} />
              <span>{t(`languages.${language}`)}</span>
            </button>
          ))}
        </div>
      )}
    </div>
  );
};

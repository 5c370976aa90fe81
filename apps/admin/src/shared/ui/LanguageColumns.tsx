import type { LanguageCode } from '@lotto/contract';
import type { ReactNode } from 'react';
import { CONTENT_LANGUAGES, LANGUAGE_NAMES } from './content-languages';

/** One column per language the site offers (EN | MY), each with its own fields and preview. */
export const LanguageColumns = ({
  children,
}: {
  children: (language: LanguageCode) => ReactNode;
}) => (
  <div className="content-languages">
    {CONTENT_LANGUAGES.map((language) => (
      <section
        key={language}
        className="content-language"
        aria-label={LANGUAGE_NAMES[language]}
        data-language={language}
      >
        <h3 className="content-language-head">
          {LANGUAGE_NAMES[language]} <small>{language}</small>
        </h3>
        {children(language)}
      </section>
    ))}
  </div>
);

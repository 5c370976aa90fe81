import { ApiError } from '../../shared/api/call';
import { useLanguage, useTexts } from '../../shared/i18n';

/**
 * What to show of a refusal: the server words it in EN or MY; for ZH the page has its own text
 * for the codes it expects, else the server's message.
 */
export const useRefusalText = () => {
  const language = useLanguage();
  const { refusals } = useTexts().promotions;
  return (error: Error): string =>
    language === 'ZH' && error instanceof ApiError
      ? (refusals[error.code] ?? error.message)
      : error.message;
};

import { ApiError } from '../../shared/api/call';
import { type Dictionary, useLanguage, useTexts } from '../../shared/i18n';

/**
 * What to show of a refusal: the server words it in EN or MY; for ZH the page has its own text
 * for the codes it expects, else the server's message.
 */
export const refusalText = (error: Error, language: string, texts: Dictionary): string => {
  if (language === 'ZH' && error instanceof ApiError) {
    return texts.games.refusals[error.code] ?? error.message;
  }
  return error.message;
};

export const useRefusalText = () => {
  const language = useLanguage();
  const texts = useTexts();
  return (error: Error) => refusalText(error, language, texts);
};

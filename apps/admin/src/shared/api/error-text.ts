import { useLanguage, useTexts } from '../i18n';
import { ApiError } from './call';

/**
 * The words for a refused call: the server answers in EN or MY (the `Language` header); for ZH
 * the app has its own text by error code when it knows the code, else the server's message.
 */
export const useErrorText = () => {
  const language = useLanguage();
  const { errorCodes } = useTexts();
  return (error: Error): string => {
    const own = error instanceof ApiError ? errorCodes[error.code] : undefined;
    return language === 'ZH' && own ? own : error.message;
  };
};

/** The error's code when the server gave one (shown beside the words, for support). */
export const errorCodeOf = (error: Error): string | null =>
  error instanceof ApiError && error.status > 0 ? error.code : null;

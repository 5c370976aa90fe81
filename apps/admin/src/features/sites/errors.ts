import { ApiError } from '../../shared/api/call';
import type { Dictionary } from '../../shared/i18n';

/** The server's refusal in the operator's language: our words for its code, else its own. */
export const siteErrorText = (error: Error, S: Dictionary['sites']): string => {
  if (error instanceof ApiError && error.code in S.errors) {
    return S.errors[error.code as keyof typeof S.errors];
  }
  return error.message;
};

import { ApiError } from '../../shared/api/call';
import type { Dictionary } from '../../shared/i18n';

/**
 * A refusal of the server in the operator's words: the back office's own text for the codes it
 * knows (so Chinese reads Chinese too), else the server's message.
 */
export const refusalText = (error: Error, texts: Dictionary): string => {
  if (error instanceof ApiError) {
    const own = (texts.memberRefusals as Record<string, string>)[error.code];
    if (own) return own;
  }
  return error.message;
};

import { ApiError } from './call';

/**
 * The words for a refused call. The server answers every refusal an operator can meet in the
 * language the `Language` header asks for (EN, MY or ZH); the app words only what never reached
 * the server (a lost connection, an answer that was no envelope), in call.ts.
 */
export const errorTextOf = (error: Error): string => error.message;

/** The error's code when the server gave one (shown beside the words, for support). */
export const errorCodeOf = (error: Error): string | null =>
  error instanceof ApiError && error.status > 0 ? error.code : null;

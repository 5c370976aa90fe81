/** A fresh id for one round request: 32 hex digits, or 22 base64url characters. */
export const newRequestId = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID().replaceAll('-', '');
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
};

/** A request that has not had a definitive answer (the network failed under it). */
export interface Unanswered {
  key: string;
  requestId: string;
}

/**
 * The id for a round: the same one again when the player repeats a request whose answer the
 * network lost (the server then answers that first round instead of playing another), a fresh
 * one for anything else.
 */
export const requestIdFor = (key: string, unanswered: Unanswered | null): string =>
  unanswered?.key === key ? unanswered.requestId : newRequestId();

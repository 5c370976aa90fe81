import { newRequestId } from '../shared/request-id';

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

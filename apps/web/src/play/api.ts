import {
  type AnswerOf,
  type ClientInput,
  type EndpointSpec,
  errorEnvelope,
  HEADERS,
  type LanguageCode,
  type PlayChoice,
} from '@lotto/contract';
import {
  round as roundEndpoint,
  settle as settleEndpoint,
  state as stateEndpoint,
} from '@lotto/contract/endpoints/play';
import { vendorMatches as vendorMatchesEndpoint } from '@lotto/contract/endpoints/sports';
import type { z } from 'zod/mini';

/**
 * The game page's own small client: it talks to the vendor endpoints with the launch ticket
 * (no member token), in the language its address names. Kept apart from the app's client so
 * this page loads without the app's shell.
 */
export class PlayError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'PlayError';
  }
}

/** Waits before each repeat of a request whose answer the network lost. */
const RETRY_DELAYS = [400, 1200, 2500];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let language: LanguageCode = 'MY';
export const setPlayLanguage = (next: LanguageCode) => {
  language = next;
};

/** What a vendor-page call sends: the query (texts) or the JSON body of its endpoint. */
interface PlayInput {
  query?: Record<string, string>;
  body?: unknown;
}

const send = (endpoint: EndpointSpec, { query, body }: PlayInput) =>
  fetch(query ? `${endpoint.path}?${new URLSearchParams(query)}` : endpoint.path, {
    method: endpoint.method,
    headers: {
      accept: 'application/json',
      [HEADERS.language]: language,
      [HEADERS.module]: endpoint.module,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? null : JSON.stringify(body),
    credentials: 'same-origin',
    cache: 'no-store',
  });

/**
 * One call through its endpoint description, repeated with the very same body when the network
 * fails: a round carries its requestId, so a repeat answers the round already played instead
 * of paying twice.
 */
export const playCall = async <E extends EndpointSpec>(
  endpoint: E,
  input: ClientInput<E>,
): Promise<AnswerOf<E>> => {
  let response: Response | null = null;
  for (let attempt = 0; response === null; attempt++) {
    try {
      response = await send(endpoint, input as PlayInput);
    } catch {
      const delay = RETRY_DELAYS[attempt];
      if (delay === undefined) throw new PlayError('network.error', '', 0);
      await sleep(delay);
    }
  }
  const payload: unknown = await response.json().catch(() => null);
  const failure = errorEnvelope.safeParse(payload);
  if (failure.success) {
    throw new PlayError(failure.data.errorCode, failure.data.message, response.status);
  }
  if (!response.ok || typeof payload !== 'object' || payload === null || !('value' in payload)) {
    throw new PlayError('system.error', '', response.status);
  }
  return (endpoint.answer as z.ZodMiniType<AnswerOf<E>>).parse(payload.value);
};

export const loadState = (ticket: string) => playCall(stateEndpoint, { query: { ticket } });

export interface RoundInput {
  stake: string;
  choice: PlayChoice;
  clientSeed?: string;
}

export const playRound = (ticket: string, requestId: string, input: RoundInput) =>
  playCall(roundEndpoint, { body: { ticket, requestId, ...input } });

export const settleRound = (ticket: string, roundId: string) =>
  playCall(settleEndpoint, { body: { ticket, roundId } });

/** The sports game's upcoming matches and the member's bets on it. */
export const loadMatches = (ticket: string) =>
  playCall(vendorMatchesEndpoint, { query: { ticket } });

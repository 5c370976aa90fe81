import { errorEnvelope } from '@lotto/contract';
import type { z } from 'zod/mini';
import { ApiError } from './api-error.js';

/** How a request travels: the browser's fetch, a test's fake, the server's own routes. */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;

/**
 * The answer's `value`, parsed with the endpoint's schema, or the ApiError its error envelope
 * names. An answer that is neither (a proxy's HTML page, a cut-off body) is a 'system.error'.
 */
export const parseEnvelope = <T extends z.ZodMiniType>(
  status: number,
  payload: unknown,
  schema: T,
): z.infer<T> => {
  const failure = errorEnvelope.safeParse(payload);
  if (failure.success) {
    const { errorCode, message, value } = failure.data;
    throw new ApiError(errorCode, message, status, value);
  }
  const ok = status >= 200 && status < 300;
  if (!ok || typeof payload !== 'object' || payload === null || !('value' in payload)) {
    throw new ApiError('system.error', '', status);
  }
  return schema.parse(payload.value);
};

export interface SendOptions<T extends z.ZodMiniType> {
  transport: Transport;
  url: string;
  init: RequestInit;
  /** The schema of `value` in the success envelope. */
  schema: T;
  /** The error a request that never reached the server throws (each app words it its own way). */
  networkError: () => ApiError;
  /** Sees every ApiError before it is thrown (an ended session sends the app to sign-in). */
  onError?: (error: ApiError) => void;
}

/**
 * The one round trip both apps make: send, read the JSON, parse the envelope. A cancelled
 * request stays an AbortError, so callers that cancel can tell it from a lost connection.
 */
export const sendRequest = async <T extends z.ZodMiniType>(
  options: SendOptions<T>,
): Promise<z.infer<T>> => {
  try {
    let response: Response;
    try {
      response = await options.transport(options.url, options.init);
    } catch (cause) {
      if ((cause as Error | undefined)?.name === 'AbortError') throw cause;
      throw options.networkError();
    }
    const payload: unknown = await response.json().catch(() => null);
    return parseEnvelope(response.status, payload, options.schema);
  } catch (error) {
    if (error instanceof ApiError) options.onError?.(error);
    throw error;
  }
};

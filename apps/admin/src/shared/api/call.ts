import { ApiError, sendRequest, withQuery } from '@lotto/api-client';
import {
  ADMIN_CSRF_HEADER,
  type AdminAnswerOf,
  type AdminClientInput,
  type AdminEndpointSpec,
  HEADERS,
  pathWith,
} from '@lotto/contract';
import { z } from 'zod/mini';
import { currentLanguage, textsIn } from '../i18n';

export { ApiError };

/**
 * The back office's one client on the shared core: `call(descriptor, input)` builds the request
 * from the admin descriptor, sends the session's CSRF token on every write and the chosen
 * language, and parses the answer with the descriptor's schema. A 401 that names the operator's
 * session tells the shell it ended (back to sign-in).
 */

let csrfToken: string | null = null;
export const setCsrfToken = (token: string | null) => {
  csrfToken = token;
};

const expiredListeners = new Set<() => void>();
export const onSessionExpired = (listener: () => void) => {
  expiredListeners.add(listener);
  return () => {
    expiredListeners.delete(listener);
  };
};

/** How requests travel; tests hand in a fake server. */
let transport: typeof fetch = (input, init) => fetch(input, init);
export const setAdminTransport = (next: typeof fetch) => {
  transport = next;
};

type Args<E extends AdminEndpointSpec> =
  object extends AdminClientInput<E> ? [input?: AdminClientInput<E>] : [input: AdminClientInput<E>];

interface Parts {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
}

/** The address of an endpoint with its parameters and query (images use it as `src`). */
export const urlOf = (ep: AdminEndpointSpec, input: Parts = {}): string => {
  const query = Object.fromEntries(Object.entries(input.query ?? {}).filter(([, v]) => v !== ''));
  return withQuery(pathWith(ep.path, input.params), query);
};

const ANY_ANSWER = z.unknown();

export const call = async <E extends AdminEndpointSpec>(
  ep: E,
  ...[input]: Args<E>
): Promise<AdminAnswerOf<E>> => {
  const parts = (input ?? {}) as Parts;
  const headers: Record<string, string> = { [HEADERS.language]: currentLanguage() };
  if (ep.method !== 'GET' && csrfToken) headers[ADMIN_CSRF_HEADER] = csrfToken;
  const hasBody = ep.body !== undefined && ep.method !== 'GET';
  if (hasBody) headers['content-type'] = 'application/json';
  const networkText = () => textsIn(currentLanguage()).errors.network;
  try {
    return (await sendRequest({
      transport,
      url: urlOf(ep, parts),
      init: {
        method: ep.method,
        headers,
        credentials: 'same-origin',
        ...(hasBody ? { body: JSON.stringify(parts.body ?? {}) } : {}),
      },
      schema: ep.answer ?? ANY_ANSWER,
      networkError: () => new ApiError('network', networkText(), 0),
      onError: (error) => {
        if (error.status === 401 && error.code === 'admin.session.required') {
          for (const listener of expiredListeners) listener();
        }
      },
    })) as AdminAnswerOf<E>;
  } catch (error) {
    // An answer that was no envelope has no message of the server's: say what the operator can do.
    if (error instanceof ApiError && error.message === '') {
      throw new ApiError(error.code, networkText(), error.status, error.value);
    }
    throw error;
  }
};

import {
  ADMIN_CSRF_HEADER,
  type AdminAnswerOf,
  type AdminClientInput,
  type AdminEndpointSpec,
  errorEnvelope,
  pathWith,
} from '@lotto/contract';
import { STRINGS } from './strings';

/**
 * The back office's one client: `call(descriptor, input)` builds the request from the admin
 * descriptor, sends the session's CSRF token on every write, and parses the answer with the
 * descriptor's schema. A 401 tells the shell that the session ended (back to sign-in).
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

export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly value?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Args<E extends AdminEndpointSpec> =
  object extends AdminClientInput<E> ? [input?: AdminClientInput<E>] : [input: AdminClientInput<E>];

interface Parts {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** The address of an endpoint with its parameters and query (images use it as `src`). */
export const urlOf = (ep: AdminEndpointSpec, input: Parts = {}): string => {
  const path = pathWith(ep.path, input.params);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

export const call = async <E extends AdminEndpointSpec>(
  ep: E,
  ...[input]: Args<E>
): Promise<AdminAnswerOf<E>> => {
  const parts = (input ?? {}) as Parts;
  const headers: Record<string, string> = { Language: 'EN' };
  if (ep.method !== 'GET' && csrfToken) headers[ADMIN_CSRF_HEADER] = csrfToken;
  const hasBody = ep.body !== undefined && ep.method !== 'GET';
  if (hasBody) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(urlOf(ep, parts), {
      method: ep.method,
      headers,
      credentials: 'same-origin',
      ...(hasBody ? { body: JSON.stringify(parts.body ?? {}) } : {}),
    });
  } catch {
    throw new ApiError('network', STRINGS.errors.network, 0);
  }
  const json: unknown = await res.json().catch(() => null);
  if (res.ok && ep.answer && json && typeof json === 'object' && 'value' in json) {
    return ep.answer.parse(json.value) as AdminAnswerOf<E>;
  }
  const failure = errorEnvelope.safeParse(json);
  const code = failure.success ? failure.data.errorCode : 'system.error';
  if (res.status === 401 && code === 'admin.session.required') {
    for (const listener of expiredListeners) listener();
  }
  throw new ApiError(
    code,
    failure.success ? failure.data.message : STRINGS.errors.network,
    res.status,
    failure.success ? failure.data.value : undefined,
  );
};

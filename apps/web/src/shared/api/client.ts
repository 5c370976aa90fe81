import { errorEnvelope, HEADERS, type ModuleId } from '@lotto/contract';
import type { z } from 'zod/mini';
import { isStandalone } from '../env';
import { currentLanguage } from '../i18n';

/** A failed call: the server's error code and localized message, or a network failure. */
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

/**
 * Codes that mean the session behind the token has ended (DESIGN facts; the last one: too
 * many wrong old passwords on change password ended every session of the member).
 */
export const SESSION_ENDED_CODES: readonly string[] = [
  'login.not.session',
  'token_ip_different',
  'password.old.too.many',
];

/** Request context the shell fills in once the site is known. */
const context: {
  merchant: string | null;
  token: () => string | null;
  onSessionEnded: (error: ApiError) => void;
} = {
  merchant: null,
  token: () => null,
  onSessionEnded: () => {},
};
/** How requests travel: the browser's fetch, or the server's own routes when it renders a page. */
let transport: typeof fetch = (input, init) => fetch(input, init);
export const setApiFetch = (fetcher: typeof fetch) => {
  transport = fetcher;
};
export const setApiMerchant = (code: string) => {
  context.merchant = code;
};
export const setApiTokenSource = (source: () => string | null) => {
  context.token = source;
};
/** Called once per failed call whose token the server no longer knows. */
export const setSessionEndedHandler = (handler: (error: ApiError) => void) => {
  context.onSessionEnded = handler;
};

type Query = Record<string, string | number | boolean | undefined | null>;
export interface RequestOptions<T extends z.ZodMiniType> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  moduleId: ModuleId;
  query?: Query;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent form-encoded (application/x-www-form-urlencoded) instead of JSON. */
  form?: Record<string, string>;
  /** Sent as multipart/form-data (files); the browser sets the boundary. */
  multipart?: FormData;
  /** Extra headers, e.g. `Encryption` for encrypted bodies. */
  headers?: Record<string, string>;
  /** A token other than the tab's session (a just-restored or just-ended one). */
  token?: string | null;
  /**
   * 'ignore' leaves a 401 to the caller (logout, session restore); by default an ended session
   * signs the tab out and sends it to login.
   */
  sessionEnded?: 'handle' | 'ignore';
  /** The schema of `value` in the success envelope; the answer is parsed with it. */
  schema: T;
  signal?: AbortSignal;
  /** Never answered from the HTTP cache (captcha images). */
  noStore?: boolean;
}

const withQuery = (path: string, query?: Query) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

const headersFor = <T extends z.ZodMiniType>(options: RequestOptions<T>, token: string | null) => {
  const headers: Record<string, string> = {
    [HEADERS.language]: currentLanguage(),
    [HEADERS.device]: isStandalone() ? 'OTHERS' : 'MOBILE',
    [HEADERS.module]: options.moduleId,
    accept: 'application/json',
  };
  if (context.merchant) headers[HEADERS.merchant] = context.merchant;
  if (token) headers[HEADERS.authorization] = token;
  if (options.form) headers['content-type'] = 'application/x-www-form-urlencoded';
  else if (options.multipart) return { ...headers, ...options.headers };
  else if (options.body !== undefined) headers['content-type'] = 'application/json';
  return { ...headers, ...options.headers };
};

const bodyOf = <T extends z.ZodMiniType>(options: RequestOptions<T>) => {
  if (options.form) return new URLSearchParams(options.form).toString();
  if (options.multipart) return options.multipart;
  return options.body === undefined ? null : JSON.stringify(options.body);
};

/** Calls the API and returns the parsed `value`, or throws ApiError with the server's code. */
export const apiRequest = async <T extends z.ZodMiniType>(
  path: string,
  options: RequestOptions<T>,
): Promise<z.infer<T>> => {
  const token = options.token === undefined ? context.token() : options.token;
  let response: Response;
  try {
    response = await transport(withQuery(path, options.query), {
      method: options.method ?? 'GET',
      headers: headersFor(options, token),
      body: bodyOf(options),
      credentials: 'same-origin',
      ...(options.noStore ? { cache: 'no-store' as const } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (cause) {
    if ((cause as Error).name === 'AbortError') throw cause;
    throw new ApiError(navigator.onLine ? 'network.error' : 'network.offline', '', 0);
  }
  const payload: unknown = await response.json().catch(() => null);
  const failure = errorEnvelope.safeParse(payload);
  if (failure.success) {
    const { errorCode, message, value } = failure.data;
    const error = new ApiError(errorCode, message, response.status, value);
    const ended = response.status === 401 && SESSION_ENDED_CODES.includes(errorCode);
    if (ended && token && options.sessionEnded !== 'ignore') context.onSessionEnded(error);
    throw error;
  }
  if (!response.ok || typeof payload !== 'object' || payload === null || !('value' in payload)) {
    throw new ApiError('system.error', '', response.status);
  }
  return options.schema.parse(payload.value);
};

/**
 * A file the API keeps for the member (an application's image), fetched with the session's
 * headers, since an <img> cannot send them; null when it is not theirs or is gone.
 */
export const apiBlob = async (
  path: string,
  options: Pick<RequestOptions<z.ZodMiniType>, 'moduleId' | 'signal'>,
): Promise<Blob | null> => {
  const token = context.token();
  const headers = headersFor({ ...options, schema: errorEnvelope }, token);
  headers.accept = 'image/*';
  const response = await fetch(path, {
    headers,
    credentials: 'same-origin',
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return response.ok ? response.blob() : null;
};

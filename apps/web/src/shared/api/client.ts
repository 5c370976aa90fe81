import { ApiError, type QueryValues, sendRequest, withQuery } from '@lotto/api-client';
import { HEADERS, type ModuleId } from '@lotto/contract';
import type { z } from 'zod/mini';
import { isStandalone } from '../env';
import { currentLanguage } from '../i18n';

export { ApiError };

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
/** The tab's session token, if any. */
export const currentToken = () => context.token();
/** Called once per failed call whose token the server no longer knows. */
export const setSessionEndedHandler = (handler: (error: ApiError) => void) => {
  context.onSessionEnded = handler;
};

export interface RequestOptions<T extends z.ZodMiniType> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  moduleId: ModuleId;
  query?: QueryValues;
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

/** The headers every call sends: language, device, module, site, session, body type. */
export const headersFor = (
  options: Pick<
    RequestOptions<z.ZodMiniType>,
    'moduleId' | 'form' | 'body' | 'multipart' | 'headers'
  >,
  token: string | null,
) => {
  const headers: Record<string, string> = {
    [HEADERS.language]: currentLanguage(),
    [HEADERS.device]: isStandalone() ? 'OTHERS' : 'MOBILE',
    [HEADERS.module]: options.moduleId,
    accept: 'application/json',
  };
  if (context.merchant) headers[HEADERS.merchant] = context.merchant;
  if (token) headers[HEADERS.authorization] = token;
  // Multipart: the browser sets the type with its boundary.
  if (options.form) headers['content-type'] = 'application/x-www-form-urlencoded';
  else if (options.body !== undefined && !options.multipart) {
    headers['content-type'] = 'application/json';
  }
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
  return sendRequest({
    transport,
    url: withQuery(path, options.query),
    init: {
      method: options.method ?? 'GET',
      headers: headersFor(options, token),
      body: bodyOf(options),
      credentials: 'same-origin',
      ...(options.noStore ? { cache: 'no-store' as const } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    },
    schema: options.schema,
    networkError: () => new ApiError(navigator.onLine ? 'network.error' : 'network.offline', '', 0),
    onError: (error) => {
      const ended = error.status === 401 && SESSION_ENDED_CODES.includes(error.code);
      if (ended && token && options.sessionEnded !== 'ignore') context.onSessionEnded(error);
    },
  });
};

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

/** Request context the shell fills in once the site is known. */
const context: { merchant: string | null; token: () => string | null } = {
  merchant: null,
  token: () => null,
};
export const setApiMerchant = (code: string) => {
  context.merchant = code;
};
export const setApiTokenSource = (source: () => string | null) => {
  context.token = source;
};

type Query = Record<string, string | number | boolean | undefined | null>;
export interface RequestOptions<T extends z.ZodMiniType> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  moduleId: ModuleId;
  query?: Query;
  body?: unknown;
  /** The schema of `value` in the success envelope; the answer is parsed with it. */
  schema: T;
  signal?: AbortSignal;
}

const withQuery = (path: string, query?: Query) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

const headersFor = (moduleId: ModuleId, hasBody: boolean): Record<string, string> => {
  const headers: Record<string, string> = {
    [HEADERS.language]: currentLanguage(),
    [HEADERS.device]: isStandalone() ? 'OTHERS' : 'MOBILE',
    [HEADERS.module]: moduleId,
    accept: 'application/json',
  };
  if (context.merchant) headers[HEADERS.merchant] = context.merchant;
  const token = context.token();
  if (token) headers[HEADERS.authorization] = token;
  if (hasBody) headers['content-type'] = 'application/json';
  return headers;
};

/** Calls the API and returns the parsed `value`, or throws ApiError with the server's code. */
export const apiRequest = async <T extends z.ZodMiniType>(
  path: string,
  options: RequestOptions<T>,
): Promise<z.infer<T>> => {
  const hasBody = options.body !== undefined;
  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), {
      method: options.method ?? 'GET',
      headers: headersFor(options.moduleId, hasBody),
      body: hasBody ? JSON.stringify(options.body) : null,
      credentials: 'same-origin',
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
    throw new ApiError(errorCode, message, response.status, value);
  }
  if (!response.ok || typeof payload !== 'object' || payload === null || !('value' in payload)) {
    throw new ApiError('system.error', '', response.status);
  }
  return options.schema.parse(payload.value);
};

import {
  type AnswerOf,
  accountEndpoints,
  type ClientInput,
  type EndpointSpec,
  pathWith,
} from '@lotto/contract';
import type { z } from 'zod/mini';
import { ApiError, apiRequest, type RequestOptions } from './client';
import { importServerKey, makeNonce, type ServerKey, seal } from './encrypt';

/** How a call travels, beyond its input: cancelling, another token, who handles a 401. */
export type CallOptions = Pick<
  RequestOptions<z.ZodMiniType>,
  'signal' | 'token' | 'sessionEnded' | 'noStore'
>;

type Args<E extends EndpointSpec> =
  object extends ClientInput<E>
    ? [input?: ClientInput<E> & CallOptions]
    : [input: ClientInput<E> & CallOptions];

type Query = RequestOptions<z.ZodMiniType>['query'];

let cachedKey: Promise<ServerKey> | null = null;

/** The server's public key, fetched once per page load (and again after a failure). */
const serverKey = (): Promise<ServerKey> => {
  cachedKey ??= call(accountEndpoints.publicKey).then(importServerKey);
  cachedKey.catch(() => {
    cachedKey = null;
  });
  return cachedKey;
};
export const forgetServerKey = () => {
  cachedKey = null;
};

/** Codes after which a fresh server key is worth one more try. */
const KEY_PROBLEMS = ['encryption.invalid'];

/**
 * Sends a body encrypted (DESIGN.md, "API conventions"), with a fresh timestamp and nonce on
 * every try; the server may have rotated its key since this page fetched it.
 */
const sealedRequest = async <T>(
  path: string,
  endpoint: EndpointSpec,
  body: object,
  options: CallOptions,
): Promise<T> => {
  const send = async () => {
    const sealed = await seal(
      { ...body, timestamp: Date.now(), nonce: makeNonce() },
      await serverKey(),
    );
    return apiRequest(path, {
      ...options,
      method: endpoint.method,
      moduleId: endpoint.module,
      body: sealed.body,
      headers: sealed.headers,
      schema: endpoint.answer as z.ZodMiniType<T>,
    });
  };
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof ApiError) || !KEY_PROBLEMS.includes(error.code)) throw error;
    forgetServerKey();
    return send();
  }
};

/**
 * Calls an endpoint through its description (DESIGN.md "Endpoints"): method, path, module id,
 * how the body travels and the answer's schema all come from the contract.
 */
export const call = <E extends EndpointSpec>(
  endpoint: E,
  ...[input]: Args<E>
): Promise<AnswerOf<E>> => {
  const { params, query, body, ...options } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Query;
    body?: unknown;
  } & CallOptions;
  const path = pathWith(endpoint.path, params);
  if (endpoint.encoding === 'encrypted') {
    return sealedRequest(path, endpoint, body as object, options);
  }
  return apiRequest(path, {
    ...options,
    method: endpoint.method,
    moduleId: endpoint.module,
    query,
    ...(endpoint.encoding === 'form' ? { form: body as Record<string, string> } : { body }),
    schema: endpoint.answer as z.ZodMiniType<AnswerOf<E>>,
  });
};

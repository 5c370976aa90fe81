import { type AnswerOf, type ClientInput, type EndpointSpec, pathWith } from '@lotto/contract';
import type { z } from 'zod/mini';
import { apiRequest, type RequestOptions } from './client';
import { encryptedRequest } from './encrypt';

/** How a call travels, beyond its input: cancelling, another token, who handles a 401. */
export type CallOptions = Pick<RequestOptions<z.ZodMiniType>, 'signal' | 'token' | 'sessionEnded'>;

type Args<E extends EndpointSpec> =
  object extends ClientInput<E>
    ? [input?: ClientInput<E> & CallOptions]
    : [input: ClientInput<E> & CallOptions];

type Query = RequestOptions<z.ZodMiniType>['query'];

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
  const schema = endpoint.answer as z.ZodMiniType<AnswerOf<E>>;
  if (endpoint.encoding === 'encrypted') {
    if (endpoint.method !== 'POST' && endpoint.method !== 'PUT') {
      throw new Error(`an encrypted body needs POST or PUT: ${endpoint.path}`);
    }
    const payload = body as object;
    return encryptedRequest(path, {
      method: endpoint.method,
      moduleId: endpoint.module,
      payload,
      schema,
    });
  }
  return apiRequest(path, {
    ...options,
    method: endpoint.method,
    moduleId: endpoint.module,
    query,
    ...(endpoint.encoding === 'form' ? { form: body as Record<string, string> } : { body }),
    schema,
  });
};

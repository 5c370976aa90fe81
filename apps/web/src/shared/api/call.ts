import { type AnswerOf, type ClientInput, type EndpointSpec, pathWith } from '@lotto/contract';
import type { z } from 'zod/mini';
import { apiRequest, type RequestOptions } from './client';

/** How a call travels, beyond its input: cancelling, another token, who handles a 401. */
export type CallOptions = Pick<
  RequestOptions<z.ZodMiniType>,
  'signal' | 'token' | 'sessionEnded' | 'noStore'
> & {
  /** Multipart endpoints: the files, by field name, sent beside the body's text fields. */
  files?: Record<string, readonly Blob[]>;
};

type Args<E extends EndpointSpec> =
  object extends ClientInput<E>
    ? [input?: ClientInput<E> & CallOptions]
    : [input: ClientInput<E> & CallOptions];

type Query = RequestOptions<z.ZodMiniType>['query'];

/** The body as the endpoint says it travels: JSON, form-encoded, or multipart with files. */
const bodyOptions = (
  endpoint: EndpointSpec,
  body: unknown,
  files: CallOptions['files'],
): Pick<RequestOptions<z.ZodMiniType>, 'body' | 'form' | 'multipart'> => {
  if (endpoint.encoding === 'form') return { form: body as Record<string, string> };
  if (endpoint.encoding !== 'multipart') return { body };
  const data = new FormData();
  for (const [name, value] of Object.entries((body ?? {}) as Record<string, string>)) {
    data.append(name, value);
  }
  for (const [name, blobs] of Object.entries(files ?? {})) {
    for (const blob of blobs) data.append(name, blob);
  }
  return { multipart: data };
};

/**
 * Calls an endpoint through its description (DESIGN.md "Endpoints"): method, path, module id,
 * how the body travels and the answer's schema all come from the contract.
 */
export const call = <E extends EndpointSpec>(
  endpoint: E,
  ...[input]: Args<E>
): Promise<AnswerOf<E>> => {
  const { params, query, body, files, ...options } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Query;
    body?: unknown;
  } & CallOptions;
  const path = pathWith(endpoint.path, params);
  if (endpoint.encoding === 'encrypted') {
    // Sealing loads with the screens that send encrypted bodies (login, registration).
    return import('./sealed').then(({ sealedRequest }) =>
      sealedRequest<AnswerOf<E>>(path, endpoint, body as object, options),
    );
  }
  return apiRequest(path, {
    ...options,
    method: endpoint.method,
    moduleId: endpoint.module,
    query,
    ...bodyOptions(endpoint, body, files),
    schema: endpoint.answer as z.ZodMiniType<AnswerOf<E>>,
  });
};

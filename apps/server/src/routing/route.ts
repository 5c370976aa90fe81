import {
  type AnswerOf,
  type EndpointSpec,
  encryptedBody,
  okEnvelope,
  type ParsedInput,
} from '@lotto/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod/mini';
import type { MemberCtx, RequestCtx } from '../context.js';
import { AppError } from '../errors.js';
import { formBodyParser } from './form-body.js';
import { type MultipartLimits, readMultipart, registerMultipart } from './multipart-body.js';
import { contextOf } from './request-context.js';

/**
 * Registers a route from its endpoint description (DESIGN.md "Endpoints"): method, path, module
 * id, who may call, and the request and answer schemas all come from the contract. The handler
 * gets the request context, the parsed input and, for the few that need it, the raw HTTP pair.
 */

/** Opens an encrypted body and parses it with its schema, refusing stale and replayed ones. */
export type EncryptedBodyOpener = <S extends z.ZodMiniType<{ timestamp: number; nonce: string }>>(
  request: FastifyRequest,
  schema: S,
) => Promise<z.infer<S>>;

/** Session-bound endpoints always have the member in their context. */
export type CtxFor<E extends EndpointSpec> = E['access'] extends 'member' | 'realMember'
  ? MemberCtx
  : RequestCtx;

/** JSON endpoints answer their `value`; the others (images, pages, redirects) send it as is. */
type ResultOf<E extends EndpointSpec> = E['produces'] extends 'svg' | 'html' | 'redirect' | 'image'
  ? unknown
  : AnswerOf<E>;

export interface Http {
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<E extends EndpointSpec> = (
  ctx: CtxFor<E>,
  input: ParsedInput<E>,
  http: Http,
) => Promise<ResultOf<E>> | ResultOf<E>;

export interface RouteOptions {
  /** Per client address, in this process (login, SMS and captcha endpoints set their own). */
  rateLimit?: { max: number; timeWindow: string | number };
  /**
   * Cache-Control of a successful answer that browsers and proxies may keep (images); every
   * other answer of the API is no-store.
   */
  cacheControl?: string;
  /**
   * Skip the per-request validation the serializer would do, on hot routes only, where the
   * answer was checked against the contract while it was built (a cached snapshot), or is
   * assembled field by field from typed rows by a service whose tests parse every answer with
   * the contract's schema (the member's records). The web client parses every answer too.
   */
  prevalidated?: true;
  /** Multipart endpoints: what their files and fields may be (the handler reads filesOf). */
  multipart?: MultipartLimits;
}

const withoutValidation = {
  serializerCompiler: () => (data: unknown) => JSON.stringify(data),
} as const;

/** Wraps a route's answer in the success envelope. */
const ok = <T>(value: T) => ({ success: true as const, value });

/** A multipart body's text fields, checked by the descriptor's schema as a JSON body would be. */
const multipartFields = async (ep: EndpointSpec, request: FastifyRequest) => {
  const parsed = (ep.body as z.ZodMiniType).safeParse(await readMultipart(request));
  if (parsed.success) return parsed.data;
  const fields = parsed.error.issues.map((i) => ({
    field: i.path.join('.') || '(body)',
    message: i.message,
  }));
  throw new AppError('request_param_err', { fields });
};

const inputOf = async <E extends EndpointSpec>(
  ep: E,
  request: FastifyRequest,
): Promise<ParsedInput<E>> => {
  let body: unknown = request.body;
  if (ep.encoding === 'encrypted' && ep.body) {
    // The crypto module decorates the app with the opener (its plugin): the router, below
    // every module, only knows that encrypted bodies are opened before they are parsed.
    body = await request.server.openEncryptedBody(
      request,
      ep.body as z.ZodMiniType<{ timestamp: number; nonce: string }>,
    );
  } else if (ep.encoding === 'multipart' && ep.body) {
    body = await multipartFields(ep, request);
  }
  return { params: request.params, query: request.query, body } as ParsedInput<E>;
};

/** Registers the endpoint's route on `app`; form-encoded ones get a parser in their own scope. */
export const route = <E extends EndpointSpec>(
  app: FastifyInstance,
  ep: E,
  handler: Handler<E>,
  options: RouteOptions = {},
): void => {
  const json = (ep.produces ?? 'json') === 'json';
  const register = (scope: FastifyInstance) =>
    scope.withTypeProvider<ZodTypeProvider>().route({
      method: ep.method,
      url: ep.path,
      config: {
        endpoint: ep,
        moduleId: ep.module,
        access: ep.access,
        ...(ep.system ? { systemRoute: true } : {}),
        ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
        ...(options.cacheControl ? { cacheControl: options.cacheControl } : {}),
      },
      schema: {
        ...(ep.params ? { params: ep.params } : {}),
        ...(ep.query ? { querystring: ep.query } : {}),
        ...(ep.body && ep.encoding !== 'multipart'
          ? { body: ep.encoding === 'encrypted' ? encryptedBody : ep.body }
          : {}),
        ...(json && ep.answer ? { response: { 200: okEnvelope(ep.answer) } } : {}),
      },
      ...(options.prevalidated ? withoutValidation : {}),
      handler: async (request, reply) => {
        const value = await handler(contextOf(request) as CtxFor<E>, await inputOf(ep, request), {
          request,
          reply,
        });
        return json ? ok(value) : value;
      },
    });
  if (ep.encoding === 'multipart') {
    const limits = options.multipart;
    if (!limits) throw new Error(`${ep.method} ${ep.path}: a multipart route needs its limits`);
    // Only this route's scope reads multipart bodies, with its own limits.
    void app.register(async (scope) => {
      await registerMultipart(scope, limits);
      register(scope);
    });
    return;
  }
  if (ep.encoding !== 'form') {
    register(app);
    return;
  }
  // Only this route's scope reads form bodies (spec/01 §7 names form-encoded calls).
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: app.initialConfig.bodyLimit },
      formBodyParser,
    );
    register(scope);
  });
};

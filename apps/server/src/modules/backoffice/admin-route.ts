import {
  ADMIN_COOKIE,
  ADMIN_CSRF_HEADER,
  type AdminAnswerOf,
  type AdminEndpointSpec,
  type AdminParsedInput,
  type ErrorCode,
  HEADERS,
  hasPermission,
  isAdminLanguageCode,
  okEnvelope,
} from '@lotto/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { AppError } from '../../errors.js';
import type { AdminCtx, OperatorCtx } from './admin-context.js';
import { authenticateOperator, csrfMatches } from './operators.service.js';

/**
 * The back office's realm (DESIGN.md "Endpoints", "Back office realm"): every /admin/api route
 * comes from an admin descriptor through adminRoute, which puts the descriptor on the route;
 * one hook then resolves the site, reads the operator's session cookie (never the player's
 * Authorization header), demands the CSRF header on writes and the descriptor's permission.
 */

const JSON_TYPE = 'application/json; charset=utf-8';

type CtxOf<E extends AdminEndpointSpec> = E['guard'] extends 'public' ? AdminCtx : OperatorCtx;

export interface AdminHttp {
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A JSON answer already checked against its schema and serialized (see `serializedOnce`). */
export class SerializedAnswer {
  constructor(readonly json: string) {}
}

export type AdminHandler<E extends AdminEndpointSpec> = (
  ctx: CtxOf<E>,
  input: AdminParsedInput<E>,
  http: AdminHttp,
) => Promise<E['produces'] extends 'image' | 'csv' ? unknown : AdminAnswerOf<E> | SerializedAnswer>;

/**
 * For answers kept and handed to many requests (a report's copy): each kept value is checked
 * against the endpoint's schema and serialized once, as the route would serialize it, and then
 * sent as those bytes to every request that gets the same value.
 */
export const serializedOnce = <E extends AdminEndpointSpec>(ep: E) => {
  const serialize = serializerCompiler({
    schema: okEnvelope(ep.answer ?? z.unknown()),
    method: ep.method,
    url: ep.path,
    httpStatus: '200',
  });
  const done = new WeakMap<object, SerializedAnswer>();
  return (value: AdminAnswerOf<E> & object): SerializedAnswer => {
    let serialized = done.get(value);
    if (!serialized) {
      serialized = new SerializedAnswer(serialize({ success: true, value }));
      done.set(value, serialized);
    }
    return serialized;
  };
};

export interface AdminRouteOptions {
  /** The largest body this endpoint reads, when it takes more than the app's small default. */
  bodyLimit?: number;
  /**
   * The refusal of a body past the limit, as every bad input is refused (a 400 naming the
   * limit, an upload's "picture too big") rather than the framework's bare 413.
   */
  tooLarge?: ErrorCode;
  /** Per client address, in this process (sign-in sets one). */
  rateLimit?: {
    max: number;
    timeWindow: string | number;
    /** Requests it answers true for are not counted nor limited. */
    allowList?: (request: FastifyRequest) => Promise<boolean>;
  };
}

/** The admin context of a request the realm hook let through. */
export const adminContextOf = (request: FastifyRequest): AdminCtx => {
  const { site } = request;
  if (!site) throw new AppError('merchant.not.exist');
  return {
    db: request.server.database.db,
    now: request.server.config.now,
    log: request.log,
    site,
    language: request.language,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    operator: request.operator,
  };
};

/** Hands the app's error handler (the envelope) this code in place of the body limit's 413. */
const tooLargeAs = (code: ErrorCode) => (error: FastifyError) => {
  throw error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? new AppError(code) : error;
};

/** Registers one admin endpoint: its descriptor, its handler, nothing else to remember. */
export const adminRoute = <E extends AdminEndpointSpec>(
  app: FastifyInstance,
  ep: E,
  handler: AdminHandler<E>,
  options: AdminRouteOptions = {},
): void => {
  const json = (ep.produces ?? 'json') === 'json';
  app.withTypeProvider<ZodTypeProvider>().route({
    method: ep.method,
    url: ep.path,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.tooLarge ? { errorHandler: tooLargeAs(options.tooLarge) } : {}),
    config: {
      adminEndpoint: ep,
      ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
    },
    schema: {
      ...(ep.params ? { params: ep.params } : {}),
      ...(ep.query ? { querystring: ep.query } : {}),
      ...(ep.body ? { body: ep.body } : {}),
      ...(json && ep.answer ? { response: { 200: okEnvelope(ep.answer) } } : {}),
    },
    handler: async (request, reply) => {
      const input = {
        params: request.params,
        query: request.query,
        body: request.body,
      } as AdminParsedInput<E>;
      const value = await handler(adminContextOf(request) as CtxOf<E>, input, { request, reply });
      // A string with a JSON type is sent as it is (no second serialization).
      if (value instanceof SerializedAnswer) return reply.type(JSON_TYPE).send(value.json);
      return json ? { success: true as const, value } : value;
    },
  });
};

const headerOf = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
};

/** The realm's one hook; runs only on routes registered by adminRoute. */
export const adminRealmPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('operator', null);
  app.decorateRequest('adminCsrfToken', null);
  app.addHook('onRequest', async (request, reply) => {
    const ep = request.routeOptions.config.adminEndpoint;
    if (!ep) return;
    reply.header('cache-control', 'no-store');
    // The back office reads English unless it asks for another language. Its refusals come in
    // any language it reads; the data it shows (names kept per player language) in EN or MY.
    const asked = headerOf(request, HEADERS.language)?.toUpperCase();
    request.adminLanguage = isAdminLanguageCode(asked) ? asked : 'EN';
    request.language = asked === 'MY' ? 'MY' : 'EN';
    request.site = await app.sites.resolve(
      headerOf(request, HEADERS.merchant),
      request.headers.host,
    );
    if (ep.guard === 'public') return;
    const token = request.cookies[ADMIN_COOKIE];
    const ctx = { db: app.database.db, now: app.config.now, log: request.log };
    const found = token ? await authenticateOperator(ctx, token) : null;
    if (!found) throw new AppError('admin.session.required');
    if (
      request.method !== 'GET' &&
      !csrfMatches(found.session, request.headers[ADMIN_CSRF_HEADER])
    ) {
      throw new AppError('admin.csrf.invalid');
    }
    if (ep.guard !== 'operator' && !hasPermission(found.operator.role, ep.guard)) {
      throw new AppError('admin.forbidden');
    }
    request.operator = found.operator;
    request.adminCsrfToken = found.csrfToken;
  });
});

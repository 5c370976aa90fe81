import type { LanguageCode } from '@lotto/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema.js';
import type { Site } from './site.js';

/**
 * The one context every service takes first (STYLE.md "An endpoint, once"): where to read and
 * write, what time it is, and where to log. Time comes only from `now()`, the injected clock
 * (DESIGN.md "Time and jobs"), so tests can move it; nothing calls Date.now() itself.
 */
export interface Ctx {
  /** The database, or the transaction a caller opened (writes then commit with it). */
  db: Kysely<Database>;
  /** The clock, in epoch ms. */
  now: () => number;
  log: FastifyBaseLogger;
}

/** Work for one site: a request's, or a seed's or job's that names the site. */
export interface SiteCtx extends Ctx {
  site: Site;
}

/**
 * Who a request is, as the auth hook puts it on `request.member` (the session module
 * authenticates it; every module reads it from the context).
 */
export interface AuthMember {
  id: number;
  merchantId: number;
  type: number;
  sessionId: number;
  userName: string;
}

/** A request's context: the site it is for, its language, its caller and, if any, the member. */
export interface RequestCtx extends SiteCtx {
  language: LanguageCode;
  ip: string;
  /** The caller's User-Agent header; absent for work the server does on its own (seeds, jobs). */
  userAgent?: string | undefined;
  member: AuthMember | null;
  /** The request's cookies (the captcha is bound to one). */
  cookies: Readonly<Record<string, string | undefined>>;
}

/** A request's context on an endpoint that needs a session: the member is always there. */
export interface MemberCtx extends RequestCtx {
  member: AuthMember;
}

/** The same context over a transaction: services pass it down to work inside that transaction. */
export const inTransaction = <C extends Ctx>(ctx: C, trx: Kysely<Database>): C => ({
  ...ctx,
  db: trx,
});

/**
 * Runs `work` in one database transaction, with the context moved onto it; inside a caller's
 * transaction it joins that one, so services compose without nesting.
 */
export const transaction = <C extends Ctx, T>(ctx: C, work: (trx: C) => Promise<T>): Promise<T> =>
  ctx.db.isTransaction
    ? work(ctx)
    : ctx.db.transaction().execute((trx) => work(inTransaction(ctx, trx)));

import { DEMO_INBOX_COOKIE, demoEndpoints as endpoints } from '@lotto/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { RequestCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { type Http, route } from '../../routing/route.js';
import { inboxSecretOf, readInbox, requireDemoSite } from './demo.service.js';
import { outboxPage } from './outbox-page.js';

/** Said at every start in demo mode: the outbox must never face real members. */
const DEMO_MODE_WARNING =
  'DEMO MODE: demo sites serve /demo/outbox, the SMS codes and reset links that stand in for ' +
  'real gateways. Never run a real site in demo mode (NODE_ENV=production turns it off).';

const COOKIE_MAX_AGE_S = 30 * 86_400;

/** The browser's inbox secret; a new one goes into its httpOnly cookie. */
const inboxSecret = (ctx: RequestCtx, { request, reply }: Http): string => {
  requireDemoSite(ctx);
  const { secret, fresh } = inboxSecretOf(ctx.cookies[DEMO_INBOX_COOKIE]);
  if (fresh) {
    reply.setCookie(DEMO_INBOX_COOKIE, secret, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: COOKIE_MAX_AGE_S,
    });
  }
  return secret;
};

/**
 * Demo mode only: a process started without it has no outbox routes at all, so nothing of them
 * answers in production. On demo sites a browser reads the inboxes of the addresses it opened.
 */
export const demoRoutes: FastifyPluginAsync = async (app) => {
  if (!app.config.demoMode) return;
  app.log.warn(DEMO_MODE_WARNING);

  route(app, endpoints.outbox, (ctx, { query }, http) =>
    readInbox(ctx, inboxSecret(ctx, http), query.recipient),
  );

  route(app, endpoints.outboxPage, async (ctx, { query }, http) => {
    const secret = inboxSecret(ctx, http);
    const view = await readInbox(ctx, secret, query.recipient).then(
      (inbox) => ({ ...inbox, invalid: false }),
      async (err: unknown) => {
        if (!(err instanceof AppError && err.code === 'mobile.invalid')) throw err;
        return { ...(await readInbox(ctx, secret, undefined)), invalid: true };
      },
    );
    return http.reply
      .type('text/html; charset=utf-8')
      .send(outboxPage(ctx.site.name, ctx.language, { ...view, typed: query.recipient ?? '' }));
  });
};

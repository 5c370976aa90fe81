import { HEADERS, MEMBER_TYPES } from '@lotto/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthMember, Ctx } from '../context.js';
import { AppError } from '../errors.js';

/** The session module's lookup of a token on a site, handed over by the app level. */
export interface AuthOptions {
  authenticate: (ctx: Ctx, token: string, siteId: number) => Promise<AuthMember | null>;
}

/**
 * Authentication is one hook: a route declares who may call (`config.access`, from its endpoint
 * description) and the hook puts the member on `request.member`. It runs after the site
 * context, so a token only ever works on the site it was issued for.
 */
export const authPlugin = fp(async (app: FastifyInstance, { authenticate }: AuthOptions) => {
  app.decorateRequest('member', null);

  app.addHook('onRequest', async (request) => {
    const { access } = request.routeOptions.config;
    if (access !== 'optional' && access !== 'member' && access !== 'realMember') return;
    const token = request.headers[HEADERS.authorization];
    const given = typeof token === 'string' && token.length > 0 ? token : null;
    const ctx = { db: app.database.db, now: app.config.now, log: request.log };
    const member = given && request.site ? await authenticate(ctx, given, request.site.id) : null;
    if (!member) {
      if (access === 'optional') return;
      throw new AppError(given ? 'login.not.session' : 'user.or.token.invalid');
    }
    if (access === 'realMember' && member.type === MEMBER_TYPES.freeTrial) {
      throw new AppError('trial.not.allowed');
    }
    request.member = member;
  });
});

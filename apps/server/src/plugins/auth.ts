import { HEADERS, MEMBER_TYPES } from '@lotto/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.js';
import { setPasswordHashCost } from '../modules/member/password.js';
import { type AuthMember, authenticate } from '../modules/session/session.service.js';

/**
 * Authentication is one hook: a route declares who may call (`config.access`, from its endpoint
 * description) and the hook puts the member on `request.member`. It runs after the site
 * context, so a token only ever works on the site it was issued for.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  // The password cost is process-wide: new hashes of every module use the configured one.
  setPasswordHashCost(app.config.passwordHashLog2);
  app.decorateRequest('member', null);

  app.addHook('onRequest', async (request) => {
    const { access } = request.routeOptions.config;
    if (access !== 'optional' && access !== 'member' && access !== 'realMember') return;
    const token = request.headers[HEADERS.authorization];
    const given = typeof token === 'string' && token.length > 0 ? token : null;
    const member =
      given && request.site
        ? await authenticate(app.database.db, given, request.site.id, app.config.now())
        : null;
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

/** The member of a request on a route with `access: 'member'` (always set there). */
export const memberOf = (request: FastifyRequest): AuthMember => {
  if (!request.member) throw new AppError('login.not.session');
  return request.member;
};

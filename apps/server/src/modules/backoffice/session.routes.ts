import { ADMIN_COOKIE, ADMIN_LIMITS, adminEndpoints as endpoints } from '@lotto/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { adminRoute } from './admin-route.js';
import { auditPage } from './audit.js';
import { deviceSecretOf, fromKnownDevice, setDeviceCookie } from './operator-devices.js';
import { signOutOperator } from './operators.service.js';
import { signInOperator } from './sign-in.service.js';

/** The cookie is sent back only to /admin, never to a script, never cross-site. */
const cookieOptions = (request: FastifyRequest) => ({
  path: '/admin',
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: request.protocol === 'https',
});

const setSessionCookie = (request: FastifyRequest, reply: FastifyReply, token: string) =>
  reply.setCookie(ADMIN_COOKIE, token, {
    ...cookieOptions(request),
    maxAge: Math.floor(ADMIN_LIMITS.sessionAbsoluteMs / 1000),
  });

/** Sign-in, the current session (with its CSRF token), sign-out, and the audit log. */
export const adminSessionRoutes: FastifyPluginAsync = async (app) => {
  adminRoute(
    app,
    endpoints.signIn,
    async (ctx, { body }, { request, reply }) => {
      const signedIn = await signInOperator(ctx, body, deviceSecretOf(request));
      setSessionCookie(request, reply, signedIn.token);
      setDeviceCookie(request, reply, signedIn.deviceSecret);
      return { operator: signedIn.operator, csrfToken: signedIn.csrfToken };
    },
    {
      // A known device is not held back by what others do from its address (an office's NAT).
      rateLimit: {
        max: ADMIN_LIMITS.loginPerMinute,
        timeWindow: '1 minute',
        allowList: fromKnownDevice,
      },
    },
  );

  adminRoute(app, endpoints.currentSession, async (ctx, _input, { request }) => {
    const { operator } = ctx;
    // The realm hook checked the cookie; the CSRF token follows from it.
    const found = request.adminCsrfToken ?? '';
    return {
      operator: {
        id: operator.id,
        username: operator.username,
        role: operator.role,
        permissions: [...operator.permissions],
      },
      csrfToken: found,
    };
  });

  adminRoute(app, endpoints.signOut, async (ctx, _input, { request, reply }) => {
    const answer = await signOutOperator(ctx);
    reply.clearCookie(ADMIN_COOKIE, cookieOptions(request));
    return answer;
  });

  adminRoute(app, endpoints.auditLog, async (ctx, { query }) => auditPage(ctx.db, query, query));
};

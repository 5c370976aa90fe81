import { ADMIN_COOKIE, ADMIN_CSRF_HEADER, type HttpMethod } from '@lotto/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { DEMO_OPERATOR_PASSWORD, DEMO_OPERATORS } from '../../seed/demo-operators.js';
import { totpCode } from './totp.js';

/** Test helpers of the back office: demo operators signed in, calls with cookie and CSRF. */

export interface TestClock {
  now: () => number;
  advance: (ms: number) => void;
}

export interface Operator {
  username: string;
  cookie: string;
  csrf: string;
}

export const secretOf = (username: string): string => {
  const found = DEMO_OPERATORS.find((o) => o.username === username);
  if (!found) throw new Error(`no demo operator ${username}`);
  return found.totpSecret;
};

export const postSignIn = (
  app: FastifyInstance,
  body: { username: string; password: string; code: string },
  remoteAddress = '10.9.0.1',
  cookie?: string,
) =>
  app.inject({
    method: 'POST',
    url: '/admin/api/session',
    payload: body,
    remoteAddress,
    headers: { 'user-agent': 'vitest-admin', ...(cookie ? { cookie } : {}) },
  });

/** The known-device cookie a successful sign-in gave, as a Cookie header. */
export const deviceCookieOf = (res: LightMyRequestResponse): string => {
  const cookie = res.cookies.find((c) => c.name === 'lotto_admin_device');
  if (!cookie) throw new Error(`no device cookie: ${res.body}`);
  return `${cookie.name}=${cookie.value}`;
};

export const cookieOf = (res: LightMyRequestResponse): string => {
  const cookie = res.cookies.find((c) => c.name === ADMIN_COOKIE);
  if (!cookie) throw new Error(`no session cookie: ${res.body}`);
  return `${ADMIN_COOKIE}=${cookie.value}`;
};

/**
 * Signs a demo operator in with the current authenticator code. The clock moves one code
 * period first: a code opens one session only.
 */
export const signIn = async (
  app: FastifyInstance,
  clock: TestClock,
  username: string,
): Promise<Operator> => {
  clock.advance(30_000);
  const code = totpCode(secretOf(username), clock.now());
  const res = await postSignIn(app, { username, password: DEMO_OPERATOR_PASSWORD, code });
  expect(res.statusCode, res.body).toBe(200);
  return { username, cookie: cookieOf(res), csrf: res.json().value.csrfToken };
};

/** A call as the operator, with its cookie and (unless told otherwise) its CSRF header. */
export const asOperator = (
  app: FastifyInstance,
  who: Operator,
  method: HttpMethod,
  url: string,
  payload?: unknown,
  options: { csrf?: boolean } = {},
) =>
  app.inject({
    method,
    url,
    remoteAddress: '10.9.0.2',
    headers: {
      cookie: who.cookie,
      'user-agent': 'vitest-admin',
      ...(options.csrf === false ? {} : { [ADMIN_CSRF_HEADER]: who.csrf }),
    },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

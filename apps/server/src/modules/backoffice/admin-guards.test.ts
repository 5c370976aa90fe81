import * as contract from '@lotto/contract';
import {
  ADMIN_CSRF_HEADER,
  ADMIN_ROLES,
  type AdminEndpointSpec,
  type AdminGuard,
  ERRORS,
  type ErrorCode,
  errorEnvelope,
  HEADERS,
  hasPermission,
  pathWith,
} from '@lotto/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, memberWithSession } from '../../../test/members.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { DEMO_OPERATORS } from '../../seed/demo-operators.js';
import { asOperator, type Operator, signIn } from './backoffice.test-support.js';

/**
 * One sweep over every admin endpoint the contract describes, wherever it is exported (a flat
 * export or an `admin…Endpoints` namespace), so an endpoint added later is covered without
 * touching this file: no session, a player's token, a role without the guard's permission and
 * a write without or with a wrong CSRF token are all refused before any handler runs. And the
 * app serves under /admin/api/ exactly the routes the contract describes.
 */

const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE']);

const isAdminSpec = (value: unknown): value is AdminEndpointSpec => {
  if (typeof value !== 'object' || value === null) return false;
  const { method, path, guard } = value as Record<string, unknown>;
  return (
    typeof method === 'string' &&
    METHODS.has(method) &&
    typeof path === 'string' &&
    path.startsWith('/admin/api/') &&
    typeof guard === 'string'
  );
};

const isNamespace = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (value as { [Symbol.toStringTag]?: unknown })[Symbol.toStringTag] === 'Module';

const keyOf = (ep: { method: string; path: string }) => `${ep.method} ${ep.path}`;

/** Every admin descriptor of the contract, once each. */
const described = (): AdminEndpointSpec[] => {
  const found = new Map<string, AdminEndpointSpec>();
  for (const value of Object.values(contract)) {
    const candidates = isNamespace(value) ? Object.values(value) : [value];
    for (const candidate of candidates) {
      if (isAdminSpec(candidate)) found.set(keyOf(candidate), candidate);
    }
  }
  return [...found.values()].sort((a, b) => keyOf(a).localeCompare(keyOf(b)));
};

/**
 * The routes the app serves under /admin/api/, read from Fastify's route tree (one node a
 * line, each indented four characters a level under the node whose path it continues).
 */
const servedAdminRoutes = (tree: string): string[] => {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const path = stack.join('');
    if (!path.startsWith('/admin/api/') || !match[3]) continue;
    for (const method of match[3].split(', ')) {
      if (method !== 'HEAD') routes.push(`${method} ${path}`);
    }
  }
  return routes.sort();
};

const endpoints = described();
const guarded = endpoints.filter((ep) => ep.guard !== 'public');
/** Path parameters filled with a plausible id: routing matches, the guard answers first. */
const urlOf = (ep: AdminEndpointSpec) =>
  pathWith(
    ep.path,
    Object.fromEntries([...ep.path.matchAll(/:(\w+)/g)].map(([, name]) => [name ?? '', 1])),
  );

const demoOperatorOf = (role: string) => DEMO_OPERATORS.find((o) => o.role === role)?.username;
/** A demo operator whose role lacks the guard's permission, if any role does. */
const lackingOf = (guard: AdminGuard) =>
  guard === 'public' || guard === 'operator'
    ? undefined
    : ADMIN_ROLES.filter((role) => !hasPermission(role, guard))
        .map(demoOperatorOf)
        .find((username) => username !== undefined);

let t: TestApp;
const clock = manualClock();
const signedIn = new Map<string, Operator>();
let playerHeaders: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ config: { now: clock.now } });
  const needed = new Set(['demo_owner']);
  for (const ep of guarded) {
    const lacking = lackingOf(ep.guard);
    if (lacking) needed.add(lacking);
  }
  // Each operator signs in once for the whole sweep.
  for (const username of needed) signedIn.set(username, await signIn(t.app, clock, username));
  playerHeaders = (await memberWithSession(t.db)).headers;
});
afterAll(() => t.close());

const operator = (username: string) => {
  const found = signedIn.get(username);
  if (!found) throw new Error(`${username} is not signed in`);
  return found;
};

/** A refusal: the status and code asked for, in the error envelope. */
const expectRefused = (res: LightMyRequestResponse, status: number, code: string, what: string) => {
  expect(res.statusCode, `${what}: ${res.body}`).toBe(status);
  const envelope = errorEnvelope.safeParse(res.json());
  expect(envelope.success, `${what}: ${res.body}`).toBe(true);
  expect(envelope.data?.errorCode, what).toBe(code);
};

describe('every admin endpoint of the contract', () => {
  it('finds the admin endpoints of every namespace', () => {
    // Two realms' worth at least: the session, the members, the queues, the operators.
    for (const path of ['/admin/api/session', '/admin/api/withdrawals', '/admin/api/operators']) {
      expect(endpoints.map((ep) => ep.path)).toContain(path);
    }
    expect(guarded.length).toBeGreaterThan(30);
  });

  it('refuses a request without a session, and a player token, with 401', async () => {
    for (const ep of guarded) {
      const what = keyOf(ep);
      const anonymous = await t.app.inject({ method: ep.method, url: urlOf(ep) });
      expectRefused(anonymous, 401, 'admin.session.required', `${what} without a session`);
      const player = await t.app.inject({
        method: ep.method,
        url: urlOf(ep),
        headers: playerHeaders,
      });
      expectRefused(player, 401, 'admin.session.required', `${what} with a player token`);
    }
  });

  it('refuses an operator whose role lacks the permission with 403', async () => {
    let checked = 0;
    for (const ep of guarded) {
      const lacking = lackingOf(ep.guard);
      if (!lacking) continue;
      const res = await asOperator(t.app, operator(lacking), ep.method, urlOf(ep), {});
      expectRefused(res, 403, 'admin.forbidden', `${keyOf(ep)} as ${lacking}`);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('refuses a write without the CSRF header or with a wrong one with 403', async () => {
    const owner = operator('demo_owner');
    for (const ep of guarded) {
      if (ep.method === 'GET') continue;
      const what = keyOf(ep);
      const none = await asOperator(t.app, owner, ep.method, urlOf(ep), {}, { csrf: false });
      expectRefused(none, 403, 'admin.csrf.invalid', `${what} without CSRF`);
      const wrong = await t.app.inject({
        method: ep.method,
        url: urlOf(ep),
        headers: { cookie: owner.cookie, [ADMIN_CSRF_HEADER]: `${owner.csrf.slice(1)}x` },
        payload: {},
      });
      expectRefused(wrong, 403, 'admin.csrf.invalid', `${what} with a wrong CSRF`);
    }
    // None of it was let through: the owner's session is still open.
    const session = await asOperator(t.app, owner, 'GET', '/admin/api/session');
    expect(session.statusCode).toBe(200);
  });

  it('serves under /admin/api/ exactly the routes the contract describes', async () => {
    await t.app.ready();
    const served = servedAdminRoutes(t.app.printRoutes({ commonPrefix: false }));
    expect(served.length).toBeGreaterThan(0);
    expect(served).toEqual(endpoints.map(keyOf).sort());
  });
});

describe("the back office's refusals in its own language", () => {
  /** The operator's call with the Language header the back office sends. */
  const inLanguage = (language: string, who?: Operator, csrf = true) => ({
    [HEADERS.language]: language,
    ...(who ? { cookie: who.cookie, ...(csrf ? { [ADMIN_CSRF_HEADER]: who.csrf } : {}) } : {}),
  });

  const expectMessage = (res: LightMyRequestResponse, code: ErrorCode, text: string) => {
    expect(res.json(), res.body).toMatchObject({ errorCode: code, message: text });
  };

  it('answers Chinese to Language: ZH for the session, CSRF, role, input and not-found refusals', async () => {
    const owner = operator('demo_owner');
    const noSession = await t.app.inject({
      method: 'GET',
      url: '/admin/api/members',
      headers: inLanguage('ZH'),
    });
    expectMessage(noSession, 'admin.session.required', ERRORS['admin.session.required'].ZH);
    expect(ERRORS['admin.session.required'].ZH).toBe('请登录运营后台。');

    const noCsrf = await t.app.inject({
      method: 'POST',
      url: '/admin/api/adjustments',
      headers: inLanguage('zh', owner, false),
      payload: {},
    });
    expectMessage(noCsrf, 'admin.csrf.invalid', ERRORS['admin.csrf.invalid'].ZH);

    const badInput = await t.app.inject({
      method: 'POST',
      url: '/admin/api/adjustments',
      headers: inLanguage('ZH', owner),
      payload: { memberId: 'one' },
    });
    expect(badInput.statusCode).toBe(400);
    expectMessage(badInput, 'request_param_err', ERRORS.request_param_err.ZH);

    const missing = await t.app.inject({
      method: 'GET',
      url: '/admin/api/members/987654',
      headers: inLanguage('ZH', owner),
    });
    expectMessage(missing, 'admin.member.not.found', ERRORS['admin.member.not.found'].ZH);

    const lacking = lackingOf('operators.manage') ?? '';
    const forbidden = await t.app.inject({
      method: 'GET',
      url: '/admin/api/operators',
      headers: inLanguage('ZH', operator(lacking)),
    });
    expectMessage(forbidden, 'admin.forbidden', ERRORS['admin.forbidden'].ZH);

    // An address under the back office that no route has: its realm's hook never ran.
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/admin/api/no-such-screen?x=1',
      headers: inLanguage('ZH'),
    });
    expect(unknown.statusCode).toBe(404);
    expectMessage(unknown, 'request.url.empty', ERRORS['request.url.empty'].ZH);
    const player = await t.app.inject({
      method: 'GET',
      url: '/wps/no-such-route',
      headers: inLanguage('ZH'),
    });
    expect(player.json().message).toBe(ERRORS['request.url.empty'].MY); // the player app's default
  });

  it('answers MY and EN as asked, and English when the language is missing or unknown', async () => {
    const owner = operator('demo_owner');
    const ask = (language?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/admin/api/members/987654',
        headers: inLanguage(language ?? '', owner),
      });
    const texts = ERRORS['admin.member.not.found'];
    expectMessage(await ask('MY'), 'admin.member.not.found', texts.MY);
    expectMessage(await ask('EN'), 'admin.member.not.found', texts.EN);
    expectMessage(await ask('FR'), 'admin.member.not.found', texts.EN);
    // No header at all: an empty one is not sent as a language.
    expectMessage(await ask(), 'admin.member.not.found', texts.EN);
  });

  it("keeps the player realm in the site's languages: Language: ZH gets no Chinese there", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/wallets/balance',
      headers: { [HEADERS.language]: 'ZH' },
    });
    expect(res.statusCode).toBe(401);
    const { errorCode, message } = res.json() as { errorCode: ErrorCode; message: string };
    expect([ERRORS[errorCode].EN, ERRORS[errorCode].MY]).toContain(message);
    expect(message).not.toMatch(/\p{Script=Han}/u);
  });
});

import {
  API,
  errorEnvelope,
  loginAnswer,
  okEnvelope,
  pathWith,
  SOCIAL_LOGIN_PARAMS,
  socialProvidersAnswer,
} from '@lotto/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startOidcProvider, type TestOidcProvider } from '../../../test/oidc-provider.js';
import { addSite, changeSite, createTestApp, type TestApp } from '../../../test/test-app.js';
import { updateMerchant } from '../system/index.js';
import { SOCIAL_LIMITS } from './social.service.js';

let provider: TestOidcProvider;
beforeAll(async () => {
  provider = await startOidcProvider();
});
afterAll(() => provider.close());

let t: TestApp;
let app: FastifyInstance;
/** The app's clock runs with real time (the provider signs with it), shifted when a test asks. */
let offset = 0;
beforeEach(async () => {
  offset = 0;
  provider.misbehave({});
  t = await createTestApp({ config: { now: () => Date.now() + offset } });
  app = t.app;
});
afterEach(() => t.close());

const DEVICE = 'social-device-01';
const START = pathWith(API.session.socialStart, { provider: 'google' });

const configure = (settings: object, code = 'demo') =>
  updateMerchant(t.db, code, { oidc_config: JSON.stringify(settings) });

const configureGoogle = (issuer = provider.issuer) =>
  configure({
    google: { issuer, clientId: provider.clientId, clientSecret: provider.clientSecret },
  });

const errorOf = (res: { json(): unknown }) => errorEnvelope.parse(res.json());

/** The app's start redirect: where it sends the browser, and the state cookie it sets. */
const start = async () => {
  const res = await app.inject({ method: 'GET', url: START });
  expect(res.statusCode).toBe(302);
  const cookie = res.cookies.find((c) => c.name === 'social_state');
  return { location: new URL(String(res.headers.location)), cookie: cookie?.value ?? '' };
};

/** The provider approves at once and redirects back to the app's callback. */
const authorize = async (location: URL): Promise<URL> => {
  const res = await fetch(location, { redirect: 'manual' });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location') ?? '');
};

const callback = (url: URL, cookie: string | undefined) =>
  app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    ...(cookie === undefined ? {} : { cookies: { social_state: cookie } }),
  });

const loginPageParam = (location: unknown, name: string) =>
  new URL(String(location), 'http://localhost').searchParams.get(name);

/** A whole login up to the redirect back to the app's login page. */
const socialLogin = async () => {
  const { location, cookie } = await start();
  const back = await authorize(location);
  return callback(back, cookie);
};

const exchange = (code: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: API.session.socialExchange,
    headers,
    payload: { code, loginDeviceId: DEVICE },
  });

const loginThroughProvider = async () => {
  const res = await socialLogin();
  expect(res.statusCode).toBe(302);
  const code = loginPageParam(res.headers.location, SOCIAL_LOGIN_PARAMS.code) ?? '';
  const answer = await exchange(code);
  expect(answer.statusCode).toBe(200);
  return okEnvelope(loginAnswer).parse(answer.json()).value;
};

const expectRefused = async (res: Awaited<ReturnType<typeof callback>>) => {
  expect(res.statusCode).toBe(302);
  expect(String(res.headers.location)).toBe('/m/login?socialError=oidc.failed');
  expect(await t.db.selectFrom('social_identities').selectAll().execute()).toEqual([]);
  expect(await t.db.selectFrom('social_exchange_codes').selectAll().execute()).toEqual([]);
};

describe('GET /wps/session/social', () => {
  const providers = async () => {
    const res = await app.inject({ method: 'GET', url: API.session.socialProviders });
    return okEnvelope(socialProvidersAnswer).parse(res.json()).value.providers;
  };

  it('offers no provider until the site configures one', async () => {
    expect(await providers()).toEqual([]);
    await configureGoogle();
    expect(await providers()).toEqual([{ provider: 'google', startUrl: START }]);
  });

  it('hides a configured provider whose switch is off', async () => {
    await configureGoogle();
    await changeSite(app, { whitelabel: { GOOGLELOGIN3: false } });
    expect(await providers()).toEqual([]);
  });
});

describe('social login through OpenID Connect', () => {
  beforeEach(() => configureGoogle());

  it('sends the browser to the provider with state, nonce and a PKCE S256 challenge', async () => {
    const { location, cookie } = await start();
    expect(location.origin).toBe(provider.issuer);
    const q = location.searchParams;
    expect(q.get('client_id')).toBe(provider.clientId);
    // Built from the request's own host, which is one of the site's (inject sends localhost:80).
    expect(q.get('redirect_uri')).toBe('http://localhost:80/wps/session/social/google/callback');
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('state')).toBe(cookie);
    const [row] = await t.db.selectFrom('social_login_states').selectAll().execute();
    expect(row?.state_hash).not.toBe(cookie);
  });

  it('creates a member on the first login and logs the same member in again later', async () => {
    const first = await loginThroughProvider();
    expect(first.userName).toMatch(/^g\d{9}$/);
    expect(first.customerType).toBe(0);
    expect(first.firstTimeLogin).toBe(true);
    const member = await t.db
      .selectFrom('members')
      .selectAll()
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(member).toMatchObject({ email: provider.email, nickname: provider.name });

    const again = await loginThroughProvider();
    expect(again.id).toBe(first.id);
    expect(again.firstTimeLogin).toBe(false);
    expect(again.token).not.toBe(first.token);

    const session = await app.inject({
      method: 'GET',
      url: API.announcements,
      headers: { authorization: again.token },
    });
    expect(session.statusCode).toBe(200);
  });

  it('makes another member for another provider account', async () => {
    const first = await loginThroughProvider();
    const previous = provider.subject;
    provider.subject = `${previous}-b`;
    try {
      expect((await loginThroughProvider()).id).not.toBe(first.id);
    } finally {
      provider.subject = previous;
    }
  });

  it('remembers the device a social login signs in on, as a password login does', async () => {
    const res = await socialLogin();
    const code = loginPageParam(res.headers.location, SOCIAL_LOGIN_PARAMS.code) ?? '';
    const answer = await exchange(code);
    expect(answer.statusCode).toBe(200);
    const device = answer.cookies.find((c) => c.name === 'login_device');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/wps/session' });
    expect(device?.value).toMatch(/^[\w-]{43}$/);
  });

  it('trades an exchange code once, and not after 2 minutes', async () => {
    const res = await socialLogin();
    const code = loginPageParam(res.headers.location, SOCIAL_LOGIN_PARAMS.code) ?? '';
    expect((await exchange(code)).statusCode).toBe(200);
    const reused = await exchange(code);
    expect(reused.statusCode).toBe(400);
    expect(errorOf(reused).errorCode).toBe('oidc.failed');

    const late = await socialLogin();
    const lateCode = loginPageParam(late.headers.location, SOCIAL_LOGIN_PARAMS.code) ?? '';
    offset = SOCIAL_LIMITS.exchangeTtlMs;
    expect(errorOf(await exchange(lateCode)).errorCode).toBe('oidc.failed');
  });

  it('refuses an exchange code on another site', async () => {
    await addSite(app, 'other');
    const res = await socialLogin();
    const code = loginPageParam(res.headers.location, SOCIAL_LOGIN_PARAMS.code) ?? '';
    expect(errorOf(await exchange(code, { merchant: 'other' })).errorCode).toBe('oidc.failed');
    expect((await exchange(code)).statusCode).toBe(200);
  });
});

describe('social login refusals', () => {
  beforeEach(() => configureGoogle());

  it('refuses a state that is not the one it issued', async () => {
    const { location, cookie } = await start();
    const back = await authorize(location);
    back.searchParams.set('state', `${back.searchParams.get('state')}x`);
    await expectRefused(await callback(back, `${cookie}x`));
  });

  it('refuses a callback without the state cookie of the browser that started', async () => {
    const { location } = await start();
    await expectRefused(await callback(await authorize(location), undefined));
  });

  it('refuses a state used twice', async () => {
    const { location, cookie } = await start();
    const back = await authorize(location);
    expect(loginPageParam((await callback(back, cookie)).headers.location, 'social')).toBeTruthy();
    const replay = await callback(back, cookie);
    expect(String(replay.headers.location)).toBe('/m/login?socialError=oidc.failed');
  });

  it('refuses a state older than 10 minutes', async () => {
    const { location, cookie } = await start();
    const back = await authorize(location);
    offset = SOCIAL_LIMITS.stateTtlMs;
    await expectRefused(await callback(back, cookie));
  });

  it('refuses when the provider answers an error instead of a code', async () => {
    const { location, cookie } = await start();
    const back = await authorize(location);
    back.searchParams.set('error', 'access_denied');
    await expectRefused(await callback(back, cookie));
  });

  it.each([
    ['a wrong nonce', { nonce: 'not-the-nonce' }],
    ['a bad signature', { foreignKey: true }],
    ['an expired token', { expiresInSeconds: -300 }],
    ['another audience', { audience: 'someone-else' }],
    ['another issuer', { issuer: 'http://127.0.0.1:1' }],
    ['an unsigned token', { alg: 'none' }],
    ['an HMAC token', { alg: 'HS256' }],
  ])('refuses an ID token with %s', async (_name, misbehaviour) => {
    provider.misbehave(misbehaviour);
    await expectRefused(await socialLogin());
  });

  it('refuses a member who was disabled', async () => {
    const { id } = await loginThroughProvider();
    await t.db.updateTable('members').set({ status: 'disabled' }).where('id', '=', id).execute();
    const res = await socialLogin();
    expect(String(res.headers.location)).toBe('/m/login?socialError=oidc.failed');
  });

  it('refuses a new member when the site switched registration off', async () => {
    await changeSite(app, { whitelabel: { REG3: false } });
    await expectRefused(await socialLogin());
  });

  it('ends on the login page with the error when the provider cannot be reached', async () => {
    await configureGoogle('http://127.0.0.1:9');
    const res = await app.inject({ method: 'GET', url: START });
    expect(res.statusCode).toBe(302);
    expect(String(res.headers.location)).toBe('/m/login?socialError=oidc.failed');
  });
});

describe('bad input on the social endpoints', () => {
  it('answers 404 for a provider the site does not offer and 400 for an unknown one', async () => {
    await configureGoogle();
    const facebook = await app.inject({ method: 'GET', url: '/wps/session/social/facebook/start' });
    expect(facebook.statusCode).toBe(404);
    expect(errorOf(facebook).errorCode).toBe('request.url.empty');
    const unknown = await app.inject({ method: 'GET', url: '/wps/session/social/myspace/start' });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).errorCode).toBe('request_param_err');
  });

  it('refuses an oversized callback query', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/wps/session/social/google/callback?state=s&code=${'c'.repeat(3000)}`,
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).errorCode).toBe('request_param_err');
  });

  it('refuses malformed, missing and oversized exchange bodies', async () => {
    for (const payload of [
      {},
      { code: 'short', loginDeviceId: DEVICE },
      { code: 'c'.repeat(40), loginDeviceId: 'bad device id!' },
      { code: 'c'.repeat(129), loginDeviceId: DEVICE },
    ]) {
      const res = await app.inject({ method: 'POST', url: API.session.socialExchange, payload });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).errorCode).toBe('request_param_err');
    }
    const oversized = await app.inject({
      method: 'POST',
      url: API.session.socialExchange,
      payload: { code: 'c'.repeat(40), loginDeviceId: DEVICE, pad: 'x'.repeat(70_000) },
    });
    expect(oversized.statusCode).toBe(413);
    const unknown = await exchange('c'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).errorCode).toBe('oidc.failed');
  });

  it('fails loudly on a malformed site configuration rather than offer a broken provider', async () => {
    await configure({ google: { issuer: 'ftp://example.com', clientId: 'x', clientSecret: 'y' } });
    const res = await app.inject({ method: 'GET', url: API.session.socialProviders });
    expect(res.statusCode).toBe(500);
    expect(errorOf(res).errorCode).toBe('system.error');
  });
});

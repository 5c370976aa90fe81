import { API, ERRORS, endpoint, errorEnvelope, okEnvelope, siteStatus } from '@lotto/contract';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { changeSite, createTestApp, type TestApp } from '../test/test-app.js';
import { BODY_LIMIT_BYTES } from './app.js';
import { AppError } from './errors.js';
import { route } from './routing/route.js';

const ECHO = '/wps/test/echo';
const echoBody = z.object({ name: z.string(), count: z.int() });
const fieldErrors = z.object({
  fields: z.array(z.object({ field: z.string(), message: z.string().check(z.minLength(1)) })),
});

/** Test-only endpoints, described as the contract's are and added before the app is ready. */
const test = { module: 'GAME3', access: 'public' } as const;
const addTestRoutes = (app: FastifyInstance) => {
  const echo = endpoint({ ...test, method: 'POST', path: ECHO, body: echoBody, answer: echoBody });
  route(app, echo, (_ctx, { body }) => body);
  route(app, endpoint({ ...test, method: 'GET', path: '/wps/test/boom', answer: z.null() }), () => {
    throw new Error('connection to db-secret-host refused');
  });
  const refused = endpoint({ ...test, method: 'GET', path: '/wps/test/refused', answer: z.null() });
  route(app, refused, () => {
    throw Object.assign(new Error('Forbidden'), { statusCode: 403 });
  });
  const appError = endpoint({
    ...test,
    method: 'GET',
    path: '/wps/test/app-error',
    answer: z.null(),
  });
  route(app, appError, () => {
    throw new AppError('modify.new.old.same', { field: 'password' });
  });
  const limited = endpoint({
    ...test,
    method: 'GET',
    path: '/wps/test/limited',
    answer: z.string(),
  });
  route(app, limited, () => 'fine', { rateLimit: { max: 2, timeWindow: 60_000 } });
};

let t: TestApp;
let app: FastifyInstance;
beforeEach(async () => {
  t = await createTestApp();
  app = t.app;
  addTestRoutes(app);
});
afterEach(() => t.close());

const errorOf = (res: { json(): unknown }) => errorEnvelope.parse(res.json());
const postEcho = (payload: string, contentType = 'application/json') =>
  app.inject({ method: 'POST', url: ECHO, payload, headers: { 'content-type': contentType } });

describe('request pipeline', () => {
  it('answers an unknown path with the 404 envelope request.url.empty', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).errorCode).toBe('request.url.empty');
  });

  it('answers a valid body with the success envelope', async () => {
    const res = await postEcho(JSON.stringify({ name: 'a', count: 2 }));
    expect(res.statusCode).toBe(200);
    expect(okEnvelope(echoBody).parse(res.json()).value).toEqual({ name: 'a', count: 2 });
  });

  it('answers malformed JSON with 400 request.body.invalid', async () => {
    const res = await postEcho('{"name": "a",');
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).errorCode).toBe('request.body.invalid');
  });

  it('never reports a framework refusal that is not about the body as request.body.invalid', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/test/refused' });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).errorCode).toBe('request.invalid');
  });

  it('refuses a body over the limit with 413 request.too.large', async () => {
    const res = await postEcho(JSON.stringify({ name: 'x'.repeat(BODY_LIMIT_BYTES), count: 1 }));
    expect(res.statusCode).toBe(413);
    expect(errorOf(res).errorCode).toBe('request.too.large');
  });

  it('refuses a content type it does not read with a 415 envelope', async () => {
    const res = await postEcho('<name>a</name>', 'application/xml');
    expect(res.statusCode).toBe(415);
    expect(errorOf(res).success).toBe(false);
  });

  it('answers wrong field types with 400 request_param_err naming the fields', async () => {
    const res = await postEcho(JSON.stringify({ name: 5, count: 'two' }));
    expect(res.statusCode).toBe(400);
    const error = errorOf(res);
    expect(error.errorCode).toBe('request_param_err');
    const { fields } = fieldErrors.parse(error.value);
    expect(fields.map((f) => f.field).sort()).toEqual(['count', 'name']);
  });

  it('answers an unexpected error with 500 system.error without leaking its text', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(errorOf(res).errorCode).toBe('system.error');
    expect(res.body).not.toContain('db-secret-host');
  });

  it('answers an AppError with its own code, status and details', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/wps/test/app-error',
      headers: { language: 'EN' },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({
      success: false,
      errorCode: 'modify.new.old.same',
      message: ERRORS['modify.new.old.same'].EN,
      value: { field: 'password' },
    });
  });
});

describe('site gates', () => {
  it('answers 403 function.not.available when the site switches the module off', async () => {
    await changeSite(app, { whitelabel: { GAME3: false } });
    const res = await postEcho(JSON.stringify({ name: 'a', count: 1 }));
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).errorCode).toBe('function.not.available');
    const status = await app.inject({ method: 'GET', url: API.system.status });
    expect(status.statusCode).toBe(200);
  });

  it('answers 503 system.maintenance on non-system routes, while status still answers', async () => {
    await changeSite(app, { maintenance: true });
    const res = await app.inject({ method: 'GET', url: '/wps/test/app-error' });
    expect(res.statusCode).toBe(503);
    expect(errorOf(res).errorCode).toBe('system.maintenance');
    const status = await app.inject({ method: 'GET', url: API.system.status });
    expect(okEnvelope(siteStatus).parse(status.json()).value.siteMode).toBe(1);
  });

  it('answers 403 region.restricted to a caller in a blocked range', async () => {
    await changeSite(app, { blockedCidrs: ['127.0.0.0/8'] });
    const res = await app.inject({ method: 'GET', url: '/wps/test/app-error' });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).errorCode).toBe('region.restricted');
  });

  it('answers 403 region.restricted to a caller from a blocked country', async () => {
    await changeSite(app, { blockedCountries: ['US'] });
    const blocked = await app.inject({
      method: 'GET',
      url: '/wps/test/limited',
      remoteAddress: '203.0.113.9',
    });
    expect(blocked.statusCode).toBe(403);
    expect(errorOf(blocked).errorCode).toBe('region.restricted');
    const allowed = await app.inject({ method: 'GET', url: '/wps/test/limited' });
    expect(allowed.statusCode).toBe(200);
  });
});

describe('response headers', () => {
  it('gives every response a request id', async () => {
    const ok200 = await app.inject({ method: 'GET', url: API.health });
    const notFound = await app.inject({ method: 'GET', url: '/nowhere' });
    const ids = [ok200.headers['x-request-id'], notFound.headers['x-request-id']];
    for (const id of ids) expect(id).toMatch(/^[\w-]{8,64}$/);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('echoes a safe incoming request id and replaces an unsafe one', async () => {
    const safe = await app.inject({
      method: 'GET',
      url: API.health,
      headers: { 'x-request-id': 'trace-1234abcd' },
    });
    expect(safe.headers['x-request-id']).toBe('trace-1234abcd');
    const unsafe = await app.inject({
      method: 'GET',
      url: API.health,
      headers: { 'x-request-id': 'evil"id<script>' },
    });
    expect(unsafe.headers['x-request-id']).not.toBe('evil"id<script>');
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers, on answers and on errors', async () => {
    for (const url of [API.system.status, '/nowhere']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('marks API answers, success or error, as not storable', async () => {
    const status = await app.inject({ method: 'GET', url: API.system.status });
    expect(status.headers['cache-control']).toBe('no-store');
    await changeSite(app, { maintenance: true });
    const refused = await app.inject({ method: 'GET', url: '/wps/test/app-error' });
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});

describe('rate limits', () => {
  it('answers 429 too.many.requests once a route allows no more calls', async () => {
    const call = () => app.inject({ method: 'GET', url: '/wps/test/limited' });
    expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(200);
    const third = await call();
    expect(third.statusCode).toBe(429);
    expect(errorOf(third).errorCode).toBe('too.many.requests');
  });

  it('counts each caller address separately', async () => {
    const call = (remoteAddress: string) =>
      app.inject({ method: 'GET', url: '/wps/test/limited', remoteAddress });
    await call('192.0.2.1');
    await call('192.0.2.1');
    expect((await call('192.0.2.1')).statusCode).toBe(429);
    expect((await call('192.0.2.2')).statusCode).toBe(200);
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../test/members.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { asOperator, postSignIn, signIn } from './backoffice.test-support.js';

/** Answers of the back office's realm carry its own framing and CSP rules, whatever the status. */

const clock = manualClock();
let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'admin-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="admin"></div>');
  writeFileSync(path.join(dist, 'assets', 'app-abc.js'), 'console.log(1)');
  t = await createTestApp({ config: { now: clock.now, adminDist: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const expectAdminHeaders = (res: LightMyRequestResponse, status: number) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['x-frame-options']).toBe('DENY');
  const csp = String(res.headers['content-security-policy']);
  expect(csp).toContain("frame-ancestors 'none'");
  // The player app's policy lets images come from any HTTPS host; the back office's does not.
  expect(csp).not.toContain('https:');
};

describe('the back office realm', () => {
  it('sends its headers on pages, assets and successful API answers', async () => {
    expectAdminHeaders(await t.app.inject({ url: '/admin/' }), 200);
    expectAdminHeaders(await t.app.inject({ url: '/admin/members/12' }), 200);
    expectAdminHeaders(await t.app.inject({ url: '/admin/assets/app-abc.js' }), 200);
    const owner = await signIn(t.app, clock, 'demo_owner');
    expectAdminHeaders(await asOperator(t.app, owner, 'GET', '/admin/api/session'), 200);
  });

  it('sends them on refusals: 400, 401, 403, 404', async () => {
    expectAdminHeaders(await t.app.inject({ url: '/admin/api/session' }), 401);
    expectAdminHeaders(await t.app.inject({ url: '/admin/api/audit' }), 401);
    const bad = await postSignIn(t.app, { username: 'x', password: '', code: 'abc' });
    expectAdminHeaders(bad, 400);
    const owner = await signIn(t.app, clock, 'demo_owner');
    const noCsrf = await asOperator(t.app, owner, 'DELETE', '/admin/api/session', undefined, {
      csrf: false,
    });
    expectAdminHeaders(noCsrf, 403);
    expectAdminHeaders(await t.app.inject({ url: '/admin/api/nothing-here' }), 404);
    expectAdminHeaders(await t.app.inject({ method: 'PUT', url: '/admin/api/session' }), 404);
    expectAdminHeaders(await t.app.inject({ url: '/admin/assets/gone.js' }), 404);
    // The router refuses a malformed address before any hook runs.
    expectAdminHeaders(await t.app.inject({ url: '/admin/api/members/%E0%A4%A' }), 400);
  });

  it('leaves the player app its own rules', async () => {
    const player = await t.app.inject({ url: '/wps/nothing' });
    expect(player.statusCode).toBe(404);
    expect(player.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(player.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    const lookalike = await t.app.inject({ url: '/administrator' });
    expect(lookalike.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

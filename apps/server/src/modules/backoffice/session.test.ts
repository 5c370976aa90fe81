import { ADMIN_LIMITS, adminSessionAnswer, auditPage } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { manualClock, memberWithSession } from '../../../test/members.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { DEMO_OPERATOR_PASSWORD } from '../../seed/demo-operators.js';
import { asOperator, cookieOf, postSignIn, secretOf, signIn } from './backoffice.test-support.js';
import { totpCode } from './totp.js';

let t: TestApp;
const clock = manualClock();
beforeEach(async () => {
  t = await createTestApp({ config: { now: clock.now } });
});
afterEach(() => t.close());

const codeOf = (username: string) => totpCode(secretOf(username), clock.now());

describe('operator sign-in', () => {
  it('signs in with password and code: an httpOnly, SameSite=Strict cookie on /admin', async () => {
    clock.advance(30_000);
    const res = await postSignIn(t.app, {
      username: 'demo_owner',
      password: DEMO_OPERATOR_PASSWORD,
      code: codeOf('demo_owner'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const value = adminSessionAnswer.parse(res.json().value);
    expect(value.operator).toMatchObject({ username: 'demo_owner', role: 'owner' });
    expect(value.operator.permissions).toContain('audit.read');
    const cookie = res.cookies[0];
    expect(cookie).toMatchObject({ path: '/admin', httpOnly: true, sameSite: 'Strict' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // The session answers again with the same CSRF token.
    const again = await t.app.inject({
      method: 'GET',
      url: '/admin/api/session',
      headers: { cookie: cookieOf(res) },
    });
    expect(again.json().value.csrfToken).toBe(value.csrfToken);
  });

  it('refuses a wrong password, a wrong code and a reused code alike', async () => {
    clock.advance(30_000);
    const wrongPassword = await postSignIn(t.app, {
      username: 'demo_owner',
      password: 'nope-nope',
      code: codeOf('demo_owner'),
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json().errorCode).toBe('admin.login.failed');
    const wrongCode = await postSignIn(t.app, {
      username: 'demo_owner',
      password: DEMO_OPERATOR_PASSWORD,
      code: codeOf('demo_finance'),
    });
    expect(wrongCode.json().errorCode).toBe('admin.login.failed');
    const body = {
      username: 'demo_owner',
      password: DEMO_OPERATOR_PASSWORD,
      code: codeOf('demo_owner'),
    };
    expect((await postSignIn(t.app, body)).statusCode).toBe(200);
    const replay = await postSignIn(t.app, body);
    expect(replay.json().errorCode).toBe('admin.login.failed');
    const unknown = await postSignIn(t.app, { ...body, username: 'nobody_here' });
    expect(unknown.json().errorCode).toBe('admin.login.failed');
    const bad = await postSignIn(t.app, { ...body, code: '12ab' });
    expect(bad.statusCode).toBe(400);
  });

  it('closes a username to unknown clients after repeated failures, and an address after many tries', async () => {
    clock.advance(30_000);
    const wrong = { username: 'demo_support', password: 'wrong-one', code: '000000' };
    for (let i = 0; i < ADMIN_LIMITS.loginFailuresMax; i++) {
      expect((await postSignIn(t.app, wrong, '10.1.1.1')).statusCode).toBe(401);
    }
    const right = { ...wrong, password: DEMO_OPERATOR_PASSWORD, code: codeOf('demo_support') };
    const locked = await postSignIn(t.app, right, '10.1.1.2');
    expect(locked.statusCode).toBe(429);
    // Later, the rightful operator gets in again.
    clock.advance(ADMIN_LIMITS.loginFailureWindowMs + 1000);
    const later = { ...right, code: codeOf('demo_support') };
    expect((await postSignIn(t.app, later, '10.1.1.3')).statusCode).toBe(200);
    // One address, many usernames: the route's own limit.
    let last = 0;
    for (let i = 0; i <= ADMIN_LIMITS.loginPerMinute; i++) {
      last = (await postSignIn(t.app, { ...wrong, username: `user_${i}` }, '10.1.1.9')).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('operator sessions', () => {
  it('end when idle, at their absolute limit, and at sign-out', async () => {
    const owner = await signIn(t.app, clock, 'demo_owner');
    expect((await asOperator(t.app, owner, 'GET', '/admin/api/session')).statusCode).toBe(200);
    clock.advance(ADMIN_LIMITS.sessionIdleMs + 1);
    const idle = await asOperator(t.app, owner, 'GET', '/admin/api/session');
    expect(idle.statusCode).toBe(401);
    expect(idle.json().errorCode).toBe('admin.session.required');

    const again = await signIn(t.app, clock, 'demo_owner');
    for (
      let used = 0;
      used < ADMIN_LIMITS.sessionAbsoluteMs;
      used += ADMIN_LIMITS.sessionIdleMs / 2
    ) {
      expect((await asOperator(t.app, again, 'GET', '/admin/api/session')).statusCode).toBe(200);
      clock.advance(ADMIN_LIMITS.sessionIdleMs / 2);
    }
    expect((await asOperator(t.app, again, 'GET', '/admin/api/session')).statusCode).toBe(401);

    const third = await signIn(t.app, clock, 'demo_owner');
    const out = await asOperator(t.app, third, 'DELETE', '/admin/api/session');
    expect(out.statusCode, out.body).toBe(200);
    expect((await asOperator(t.app, third, 'GET', '/admin/api/session')).statusCode).toBe(401);
  });

  it('refuses a write without the CSRF header, or with a wrong one', async () => {
    const owner = await signIn(t.app, clock, 'demo_owner');
    const none = await asOperator(t.app, owner, 'DELETE', '/admin/api/session', undefined, {
      csrf: false,
    });
    expect(none.statusCode).toBe(403);
    expect(none.json().errorCode).toBe('admin.csrf.invalid');
    const wrong = await asOperator(
      t.app,
      { ...owner, csrf: 'x'.repeat(43) },
      'DELETE',
      '/admin/api/session',
    );
    expect(wrong.json().errorCode).toBe('admin.csrf.invalid');
    expect((await asOperator(t.app, owner, 'GET', '/admin/api/session')).statusCode).toBe(200);
  });

  it('never lets a player token open the realm, nor an operator cookie a player route', async () => {
    const { headers } = await memberWithSession(t.db);
    const asPlayer = await t.app.inject({ method: 'GET', url: '/admin/api/audit', headers });
    expect(asPlayer.statusCode).toBe(401);
    expect(asPlayer.json().errorCode).toBe('admin.session.required');
    const owner = await signIn(t.app, clock, 'demo_owner');
    const onPlayerRoute = await t.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: { cookie: owner.cookie },
    });
    expect(onPlayerRoute.statusCode).toBe(401);
    // And the player's own session still works there: the token was fine, just not for /admin.
    const own = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers });
    expect(own.statusCode).toBe(200);
  });
});

describe('audit log', () => {
  it('records sign-in and sign-out, readable by the owner only', async () => {
    const finance = await signIn(t.app, clock, 'demo_finance');
    const denied = await asOperator(t.app, finance, 'GET', '/admin/api/audit');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().errorCode).toBe('admin.forbidden');
    await asOperator(t.app, finance, 'DELETE', '/admin/api/session');
    const owner = await signIn(t.app, clock, 'demo_owner');
    const res = await asOperator(t.app, owner, 'GET', '/admin/api/audit?operator=demo_finance');
    expect(res.statusCode, res.body).toBe(200);
    const page = auditPage.parse(res.json().value);
    expect(page.list.map((e) => e.action)).toEqual(['session.sign_out', 'session.sign_in']);
    expect(page.list[0]).toMatchObject({ ip: '10.9.0.2', userAgent: 'vitest-admin' });
  });

  it('is append-only: the database refuses updates and deletes', async () => {
    await signIn(t.app, clock, 'demo_owner');
    await expect(t.db.updateTable('audit_log').set({ action: 'x' }).execute()).rejects.toThrow();
    await expect(t.db.deleteFrom('audit_log').execute()).rejects.toThrow();
  });
});

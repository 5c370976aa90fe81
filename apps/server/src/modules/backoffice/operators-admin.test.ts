import {
  ADMIN_COOKIE,
  ADMIN_CSRF_HEADER,
  type AdminEndpointSpec,
  ERRORS,
  adminOperatorEndpoints as endpoints,
  pathWith,
  ROLE_PERMISSIONS,
} from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { manualClock, memberWithSession, siteByCode } from '../../../test/members.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { DEMO_OPERATOR_PASSWORD } from '../../seed/demo-operators.js';
import type { OperatorCtx } from './admin-context.js';
import {
  asOperator,
  cookieOf,
  type Operator,
  postSignIn,
  signIn,
} from './backoffice.test-support.js';
import { findOperatorByUsername } from './operators.repository.js';
import { changeOperatorRole, disableOperator } from './operators-admin.service.js';
import { totpCode } from './totp.js';

/** Managing operators: the guard, creation with its once-answered secrets, role, reset, disable. */

let t: TestApp;
const clock = manualClock();
beforeEach(async () => {
  t = await createTestApp({ config: { now: clock.now } });
});
afterEach(() => t.close());

const LIST = '/admin/api/operators';
const url = (path: string, id: number) => pathWith(path, { id });
const PASSWORD = 'Operator#Pass2026';

const idOf = async (username: string) => {
  const row = await findOperatorByUsername(t.db, username);
  if (!row) throw new Error(`no operator ${username}`);
  return row.id;
};

const auditRows = (action: string) =>
  t.db.selectFrom('audit_log').selectAll().where('action', '=', action).execute();
const operatorCount = async () =>
  (await t.db.selectFrom('operators').select('id').execute()).length;

/** Signs in with a password and a secret, one code period later (a code opens one session). */
const signInWith = async (username: string, password: string, secret: string) => {
  clock.advance(30_000);
  return postSignIn(t.app, { username, password, code: totpCode(secret, clock.now()) });
};

const signedIn = async (username: string, password: string, secret: string) => {
  const res = await signInWith(username, password, secret);
  expect(res.statusCode, res.body).toBe(200);
  return { username, cookie: cookieOf(res), csrf: res.json().value.csrfToken } as Operator;
};

const create = async (owner: Operator, body: Record<string, unknown>) => {
  const res = await asOperator(t.app, owner, 'POST', LIST, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as {
    operator: { id: number; username: string };
    totp: { secret: string; otpauthUri: string };
    password: string | null;
  };
};

const session = (who: Operator) => asOperator(t.app, who, 'GET', '/admin/api/session');

describe('the operators endpoints are guarded', () => {
  const all = (Object.values(endpoints) as unknown[]).filter(
    (v): v is AdminEndpointSpec =>
      typeof v === 'object' && v !== null && 'path' in v && 'guard' in v,
  );

  it('refuses no session, a player token, a role without operators.manage, and writes without CSRF', async () => {
    expect(all).toHaveLength(8);
    expect(ROLE_PERMISSIONS.finance).not.toContain('operators.manage');
    const player = await memberWithSession(t.db);
    const finance = await signIn(t.app, clock, 'demo_finance');
    const owner = await signIn(t.app, clock, 'demo_owner');
    const target = await idOf('demo_support');
    for (const ep of all) {
      const path = pathWith(ep.path, { id: target });
      const anonymous = await t.app.inject({ method: ep.method, url: path });
      expect([anonymous.statusCode, anonymous.json().errorCode]).toEqual([
        401,
        'admin.session.required',
      ]);
      const asPlayer = await t.app.inject({
        method: ep.method,
        url: path,
        headers: player.headers,
      });
      expect(asPlayer.statusCode).toBe(401);
      const forbidden = await asOperator(t.app, finance, ep.method, path, {});
      expect([forbidden.statusCode, forbidden.json().errorCode]).toEqual([403, 'admin.forbidden']);
      if (ep.method === 'GET') continue;
      const noCsrf = await asOperator(t.app, owner, ep.method, path, {}, { csrf: false });
      expect([noCsrf.statusCode, noCsrf.json().errorCode]).toEqual([403, 'admin.csrf.invalid']);
      const wrongCsrf = await t.app.inject({
        method: ep.method,
        url: path,
        headers: { cookie: owner.cookie, [ADMIN_CSRF_HEADER]: 'x'.repeat(43) },
        payload: {},
      });
      expect(wrongCsrf.statusCode).toBe(403);
    }
    // Nothing above changed anyone.
    expect(
      await t.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', 'like', 'operator.%')
        .execute(),
    ).toEqual([]);
    expect((await session(owner)).statusCode).toBe(200);
  });

  it('answers 400 to bad input and changes nothing', async () => {
    const owner = await signIn(t.app, clock, 'demo_owner');
    const before = await operatorCount();
    for (const body of [
      { username: 'ab', role: 'support' },
      { username: 'has space', role: 'support' },
      { username: 'new_op', role: 'boss' },
      { username: 'new_op', role: 'support', password: 'short1' },
      { username: 'new_op', role: 'support', password: 'onlyletterslong' },
      { username: 'new_op', role: 'support', password: '123456789012345' },
    ]) {
      const res = await asOperator(t.app, owner, 'POST', LIST, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const support = await idOf('demo_support');
    const badRole = await asOperator(
      t.app,
      owner,
      'PUT',
      url(endpoints.changeOperatorRole.path, support),
      { role: 'root' },
    );
    expect(badRole.statusCode).toBe(400);
    const badId = await asOperator(t.app, owner, 'POST', '/admin/api/operators/x/disable');
    expect(badId.statusCode).toBe(400);
    const badPage = await asOperator(t.app, owner, 'GET', `${LIST}?pageSize=1000`);
    expect(badPage.statusCode).toBe(400);
    const missing = await asOperator(
      t.app,
      owner,
      'POST',
      url(endpoints.disableOperator.path, 99_999),
    );
    expect([missing.statusCode, missing.json().errorCode]).toEqual([
      404,
      'admin.operator.not.found',
    ]);
    expect(await operatorCount()).toBe(before);
    expect(
      (await asOperator(t.app, owner, 'GET', url(endpoints.operator.path, support))).json().value,
    ).toMatchObject({ role: 'support', disabled: false });
  });
});

describe('managing operators', () => {
  it('creates an operator with its authenticator secret answered once, never audited', async () => {
    const owner = await signIn(t.app, clock, 'demo_owner');
    const made = await create(owner, {
      username: 'New_Cashier',
      role: 'finance',
      password: PASSWORD,
    });
    expect(made.password).toBeNull();
    expect(made.operator).toMatchObject({
      username: 'new_cashier',
      role: 'finance',
      disabled: false,
      totpSetUp: false,
      lastSignInAt: null,
      activeSessions: 0,
    });
    expect(made.totp.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(made.totp.otpauthUri).toContain(`secret=${made.totp.secret}`);
    expect(made.totp.otpauthUri).toContain('new_cashier');

    const taken = await asOperator(t.app, owner, 'POST', LIST, {
      username: 'new_cashier',
      role: 'support',
      password: PASSWORD,
    });
    expect([taken.statusCode, taken.json().errorCode]).toEqual([
      409,
      'admin.operator.username.taken',
    ]);

    // The new operator signs in with the password and the secret, and holds finance's permissions.
    const cashier = await signedIn('new_cashier', PASSWORD, made.totp.secret);
    expect((await session(cashier)).json().value.operator.permissions).toEqual([
      ...ROLE_PERMISSIONS.finance,
    ]);

    const detail = await asOperator(
      t.app,
      owner,
      'GET',
      url(endpoints.operator.path, made.operator.id),
    );
    expect(detail.json().value).toMatchObject({
      totpSetUp: true,
      lastSignInAt: clock.now(),
      activeSessions: 1,
    });
    expect(JSON.stringify(detail.json().value)).not.toContain(made.totp.secret);

    const page = await asOperator(t.app, owner, 'GET', `${LIST}?q=cash&pageSize=5`);
    expect(page.json().value).toMatchObject({
      totalCount: 1,
      list: [{ username: 'new_cashier', role: 'finance' }],
    });
    const finance = await asOperator(t.app, owner, 'GET', `${LIST}?role=finance`);
    expect(finance.json().value.list.map((o: { username: string }) => o.username)).toEqual([
      'demo_finance',
      'demo_finance2',
      'new_cashier',
    ]);
    // Part of a username, typed in any case.
    expect((await asOperator(t.app, owner, 'GET', `${LIST}?q=O_F`)).json().value.totalCount).toBe(
      2,
    );
    expect((await asOperator(t.app, owner, 'GET', `${LIST}?q=w_c`)).json().value.totalCount).toBe(
      1,
    );

    const [audit] = await auditRows('operator.create');
    expect(audit).toMatchObject({
      operator_username: 'demo_owner',
      target_id: String(made.operator.id),
    });
    expect(JSON.parse(audit?.after_json ?? 'null')).toEqual({
      username: 'new_cashier',
      role: 'finance',
      passwordGenerated: false,
    });
    expect(`${audit?.before_json}${audit?.after_json}`).not.toContain(made.totp.secret);
    expect(`${audit?.after_json}`).not.toContain(PASSWORD);
  });

  it('generates a password when none is given, answered once', async () => {
    const owner = await signIn(t.app, clock, 'demo_owner');
    const made = await create(owner, { username: 'helpdesk', role: 'support' });
    expect(made.password).toMatch(/^[A-Za-z0-9]{5}(-[A-Za-z0-9]{5}){3}$/);
    expect(made.password).toMatch(/\d/);
    await signedIn('helpdesk', made.password ?? '', made.totp.secret);
    const [audit] = await auditRows('operator.create');
    expect(audit?.after_json).not.toContain(made.password ?? '');
  });

  it('changes a role, effective at once on the operator’s open session, never their own', async () => {
    const owner = await signIn(t.app, clock, 'demo_owner');
    const finance = await signIn(t.app, clock, 'demo_finance');
    expect((await asOperator(t.app, finance, 'GET', '/admin/api/withdrawals')).statusCode).toBe(
      200,
    );
    const id = await idOf('demo_finance');
    const changed = await asOperator(
      t.app,
      owner,
      'PUT',
      url(endpoints.changeOperatorRole.path, id),
      { role: 'content' },
    );
    expect(changed.json().value).toMatchObject({
      role: 'content',
      permissions: [...ROLE_PERMISSIONS.content],
    });
    expect((await asOperator(t.app, finance, 'GET', '/admin/api/withdrawals')).statusCode).toBe(
      403,
    );
    expect(await auditRows('operator.role.change')).toMatchObject([
      {
        target_id: String(id),
        before_json: '{"role":"finance"}',
        after_json: '{"role":"content"}',
      },
    ]);

    const self = await asOperator(
      t.app,
      owner,
      'PUT',
      url(endpoints.changeOperatorRole.path, await idOf('demo_owner')),
      { role: 'support' },
    );
    expect([self.statusCode, self.json().errorCode]).toEqual([409, 'admin.operator.self.role']);
    const selfDisable = await asOperator(
      t.app,
      owner,
      'POST',
      url(endpoints.disableOperator.path, await idOf('demo_owner')),
    );
    expect([selfDisable.statusCode, selfDisable.json().errorCode]).toEqual([
      409,
      'admin.operator.self.disable',
    ]);
    const my = await t.app.inject({
      method: 'POST',
      url: url(endpoints.disableOperator.path, await idOf('demo_owner')),
      headers: { cookie: owner.cookie, [ADMIN_CSRF_HEADER]: owner.csrf, language: 'MY' },
    });
    expect(my.json().message).toBe(ERRORS['admin.operator.self.disable'].MY);
  });

  it('disables an operator: their open cookie gets 401 at once and they cannot sign in until enabled', async () => {
    const owner = await signIn(t.app, clock, 'demo_owner');
    const support = await signIn(t.app, clock, 'demo_support');
    const id = await idOf('demo_support');
    const disabled = await asOperator(
      t.app,
      owner,
      'POST',
      url(endpoints.disableOperator.path, id),
    );
    expect(disabled.json().value).toMatchObject({ disabled: true, activeSessions: 0 });
    const refused = await session(support);
    expect([refused.statusCode, refused.json().errorCode]).toEqual([401, 'admin.session.required']);
    const signInRes = await signInWith(
      'demo_support',
      DEMO_OPERATOR_PASSWORD,
      'SUPPORTDEMOSECRETSUPPORTDEMO2345',
    );
    expect(signInRes.statusCode).toBe(401);
    expect(await auditRows('operator.disable')).toMatchObject([
      { after_json: '{"disabled":true,"sessionsEnded":1}' },
    ]);

    const enabled = await asOperator(t.app, owner, 'POST', url(endpoints.enableOperator.path, id));
    expect(enabled.json().value).toMatchObject({ disabled: false });
    // The old session stays ended; a new sign-in works.
    expect((await session(support)).statusCode).toBe(401);
    await signIn(t.app, clock, 'demo_support');
    expect(await auditRows('operator.enable')).toHaveLength(1);
  });

  it('resets an authenticator: sessions end, the old code no longer signs in, the new one does', async () => {
    const owner = await signIn(t.app, clock, 'demo_owner');
    const content = await signIn(t.app, clock, 'demo_content');
    const id = await idOf('demo_content');
    const reset = await asOperator(t.app, owner, 'POST', url(endpoints.resetOperatorTotp.path, id));
    expect(reset.statusCode, reset.body).toBe(200);
    const { operator, totp } = reset.json().value;
    expect(operator).toMatchObject({ totpSetUp: false, activeSessions: 0 });
    expect(totp.secret).not.toBe('CONTENTDEMOSECRETCONTENTDEMO2345');
    expect(totp.otpauthUri).toContain(totp.secret);
    expect((await session(content)).statusCode).toBe(401);
    const old = await signInWith(
      'demo_content',
      DEMO_OPERATOR_PASSWORD,
      'CONTENTDEMOSECRETCONTENTDEMO2345',
    );
    expect(old.statusCode).toBe(401);
    await signedIn('demo_content', DEMO_OPERATOR_PASSWORD, totp.secret);
    const [audit] = await auditRows('operator.totp.reset');
    expect(`${audit?.before_json}${audit?.after_json}`).not.toContain(totp.secret);
  });

  it('resets a password: sessions end, the old password no longer signs in, the new one does', async () => {
    const owner = await signIn(t.app, clock, 'demo_owner');
    const risk = await signIn(t.app, clock, 'demo_risk');
    const id = await idOf('demo_risk');
    const reset = await asOperator(
      t.app,
      owner,
      'POST',
      url(endpoints.resetOperatorPassword.path, id),
    );
    const { password } = reset.json().value;
    expect((await session(risk)).statusCode).toBe(401);
    const secret = 'RISKDEMOSECRETRISKDEMOSECRET2345';
    expect((await signInWith('demo_risk', DEMO_OPERATOR_PASSWORD, secret)).statusCode).toBe(401);
    await signedIn('demo_risk', password, secret);
    const [audit] = await auditRows('operator.password.reset');
    expect(audit?.after_json).not.toContain(password);
  });

  it('never leaves the site without an enabled owner', async () => {
    const owner = await signIn(t.app, clock, 'demo_owner');
    const made = await create(owner, {
      username: 'second_owner',
      role: 'owner',
      password: PASSWORD,
    });
    const second = await signedIn('second_owner', PASSWORD, made.totp.secret);
    const ownerId = await idOf('demo_owner');
    const secondId = made.operator.id;

    // Two owners disabling each other at once: one wins, one enabled owner remains.
    const [a, b] = await Promise.all([
      asOperator(t.app, owner, 'POST', url(endpoints.disableOperator.path, secondId)),
      asOperator(t.app, second, 'POST', url(endpoints.disableOperator.path, ownerId)),
    ]);
    const codes = [a, b].map((r) => (r.statusCode === 200 ? 'ok' : r.json().errorCode)).sort();
    expect(codes[1]).toBe('ok');
    expect(['admin.operator.last.owner', 'admin.session.required']).toContain(codes[0]);
    const owners = await t.db
      .selectFrom('operators')
      .select('username')
      .where('role', '=', 'owner')
      .where('disabled', '=', 0)
      .execute();
    expect(owners).toHaveLength(1);

    // A request of the disabled owner that passed the guard before it was disabled is refused
    // by the service itself: the remaining owner is the last.
    const survivor = owners[0]?.username === 'demo_owner' ? ownerId : secondId;
    const loser = survivor === ownerId ? secondId : ownerId;
    const stale: OperatorCtx = {
      db: t.db,
      now: clock.now,
      log: t.app.log,
      site: await siteByCode(t.app),
      language: 'EN',
      ip: '127.0.0.1',
      userAgent: 'test',
      operator: {
        id: loser,
        username: 'stale',
        role: 'owner',
        permissions: ROLE_PERMISSIONS.owner,
        sessionId: 0,
      },
    };
    await expect(disableOperator(stale, survivor)).rejects.toMatchObject({
      code: 'admin.operator.last.owner',
    });
    await expect(changeOperatorRole(stale, survivor, 'finance')).rejects.toMatchObject({
      code: 'admin.operator.last.owner',
    });
    const still = await t.db
      .selectFrom('operators')
      .selectAll()
      .where('id', '=', survivor)
      .executeTakeFirstOrThrow();
    expect([still.role, Number(still.disabled)]).toEqual(['owner', 0]);
  });
});

// The cookie name is part of the realm: a player token put in it is still refused.
it('refuses a player token in the admin cookie', async () => {
  const player = await memberWithSession(t.db);
  const res = await t.app.inject({
    method: 'GET',
    url: LIST,
    headers: { cookie: `${ADMIN_COOKIE}=${player.headers.authorization}` },
  });
  expect(res.statusCode).toBe(401);
});

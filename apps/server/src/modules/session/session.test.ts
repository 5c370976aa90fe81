import { createHash } from 'node:crypto';
import {
  API,
  deviceSessionList,
  errorEnvelope,
  memberInfo,
  okEnvelope,
  sessionRenewAnswer,
} from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authHeaders, loginAs, testClock } from '../../../test/accounts.js';
import { siteCtxOf } from '../../../test/context.js';
import { addSite, createTestApp, type TestApp } from '../../../test/test-app.js';
import { findMemberByUsername } from '../member/index.js';
import { createSession, endMemberSessions, SESSION_LIMITS } from './session.service.js';

let t: TestApp;
let clock: ReturnType<typeof testClock>;
beforeEach(async () => {
  clock = testClock();
  t = await createTestApp({ config: { now: clock.now } });
});
afterEach(() => t.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const siteCtx = (code = 'demo') => siteCtxOf(t.db, code, clock.now);

const memberId = async (username: string) => {
  const row = await findMemberByUsername(await siteCtx(), username);
  if (!row) throw new Error(`no ${username}`);
  return row.id;
};

/** A session made the way login makes it, without the cost of a password check. */
const sessionOf = async (username: string, deviceId = 'device-a-0001') =>
  createSession(await siteCtx(), { memberId: await memberId(username), deviceId, ip: '127.0.0.1' });

const sessionIdOf = async (token: string) => {
  const hash = createHash('sha256').update(token).digest('hex');
  const row = await t.db
    .selectFrom('sessions')
    .select('id')
    .where('token_hash', '=', hash)
    .executeTakeFirstOrThrow();
  return row.id;
};

const info = (token?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: API.member.info,
    headers: { ...(token === undefined ? {} : authHeaders(token)), ...headers },
  });
const errorCode = (res: { json(): unknown }) => errorEnvelope.parse(res.json()).errorCode;

describe('session tokens', () => {
  it('are 256 random bits in base64url, stored only as their sha256', async () => {
    const { token } = await sessionOf('demo01');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.token_hash).not.toContain(token);
  });

  it('work from the raw Authorization header, without Bearer', async () => {
    const { token } = await sessionOf('demo01');
    expect((await info(token)).statusCode).toBe(200);
    const bearer = await info(`Bearer ${token}`);
    expect(bearer.statusCode).toBe(401);
  });

  it('answer 401 user.or.token.invalid without a token and login.not.session for an unknown one', async () => {
    const none = await info();
    expect(none.statusCode).toBe(401);
    expect(errorCode(none)).toBe('user.or.token.invalid');
    const unknown = await info('A'.repeat(43));
    expect(unknown.statusCode).toBe(401);
    expect(errorCode(unknown)).toBe('login.not.session');
    expect(errorCode(await info('short'))).toBe('login.not.session');
  });

  it("of one member never read another member's info", async () => {
    const one = await sessionOf('demo01');
    const two = await sessionOf('demo02');
    const a = okEnvelope(memberInfo).parse((await info(one.token)).json()).value;
    const b = okEnvelope(memberInfo).parse((await info(two.token)).json()).value;
    expect(a.userName).toBe('demo01');
    expect(b.userName).toBe('demo02');
  });

  it('never work on another site', async () => {
    await addSite(t.app, 'other');
    const { token } = await sessionOf('demo01');
    const there = await info(token, { merchant: 'other' });
    expect(there.statusCode).toBe(401);
    expect(errorCode(there)).toBe('login.not.session');
    expect((await info(token, { merchant: 'demo' })).statusCode).toBe(200);
  });

  it('stop working when the member is disabled', async () => {
    const { token, id } = await sessionOf('demo01');
    await t.db.updateTable('members').set({ status: 'disabled' }).where('id', '=', id).execute();
    expect(errorCode(await info(token))).toBe('login.not.session');
  });
});

describe('session expiry', () => {
  it('ends a session left unused for two hours', async () => {
    const { token } = await sessionOf('demo01');
    clock.advance(2 * HOUR - 1000);
    expect((await info(token)).statusCode).toBe(200);
    clock.advance(2 * HOUR);
    expect(errorCode(await info(token))).toBe('login.not.session');
  });

  it('keeps a session in use alive past two hours', async () => {
    const { token } = await sessionOf('demo01');
    for (let i = 0; i < 4; i++) {
      clock.advance(HOUR + 50 * MINUTE);
      expect((await info(token)).statusCode, `use ${i}`).toBe(200);
    }
  });

  it('writes the renewal at most once a minute', async () => {
    const { token } = await sessionOf('demo01');
    const seen = async () =>
      (await t.db.selectFrom('sessions').select('last_seen_at').executeTakeFirstOrThrow())
        .last_seen_at;
    const created = await seen();
    clock.advance(30_000);
    await info(token);
    expect(await seen()).toBe(created);
    clock.advance(SESSION_LIMITS.touchEveryMs);
    await info(token);
    expect(await seen()).toBe(clock.now());
  });

  it('ends every session after seven days, however busy', async () => {
    const { token } = await sessionOf('demo01');
    const end = clock.now() + SESSION_LIMITS.absoluteMs;
    while (clock.now() + HOUR < end) {
      clock.advance(HOUR);
      expect((await info(token)).statusCode).toBe(200);
    }
    clock.advance(HOUR);
    expect(errorCode(await info(token))).toBe('login.not.session');
  });
});

const renew = (token?: string) =>
  t.app.inject({
    method: 'POST',
    url: API.session.renew,
    headers: token === undefined ? {} : authHeaders(token),
  });

describe('POST /wps/session/renew', () => {
  it('pushes the idle expiry two hours ahead, never past the absolute one', async () => {
    const { token } = await sessionOf('demo01');
    const start = clock.now();
    clock.advance(90 * MINUTE);
    const res = await renew(token);
    expect(res.statusCode).toBe(200);
    const value = okEnvelope(sessionRenewAnswer).parse(res.json()).value;
    expect(value).toEqual({
      idleExpiresAt: clock.now() + SESSION_LIMITS.idleMs,
      absoluteExpiresAt: start + SESSION_LIMITS.absoluteMs,
    });
    // Renewed every hour until an hour before the absolute end: idle stops at that end.
    let late = value;
    while (clock.now() + 2 * HOUR < start + SESSION_LIMITS.absoluteMs) {
      clock.advance(HOUR);
      late = okEnvelope(sessionRenewAnswer).parse((await renew(token)).json()).value;
    }
    expect(late.idleExpiresAt).toBe(start + SESSION_LIMITS.absoluteMs);
  });

  it('answers 401 without a session', async () => {
    expect((await renew()).statusCode).toBe(401);
    expect(errorCode(await renew('B'.repeat(43)))).toBe('login.not.session');
  });
});

const logout = (token?: string) =>
  t.app.inject({
    method: 'DELETE',
    url: API.session.logout,
    headers: token === undefined ? {} : authHeaders(token),
  });

describe('DELETE /wps/session/logout', () => {
  it('ends the token it is called with, and only that one', async () => {
    const mine = await sessionOf('demo01', 'device-a-0001');
    const phone = await sessionOf('demo01', 'device-b-0001');
    const res = await logout(mine.token);
    expect(res.json()).toEqual({ success: true, value: null });
    expect(errorCode(await info(mine.token))).toBe('login.not.session');
    expect((await info(phone.token)).statusCode).toBe(200);
  });

  it('answers 401 for an ended token or none', async () => {
    const { token } = await sessionOf('demo01');
    await logout(token);
    expect(errorCode(await logout(token))).toBe('login.not.session');
    expect(errorCode(await logout())).toBe('user.or.token.invalid');
  });
});

const devices = (token?: string) =>
  t.app.inject({
    method: 'GET',
    url: API.session.devices,
    headers: token === undefined ? {} : authHeaders(token),
  });

describe('GET /wps/session/devices', () => {
  it("lists the member's live sessions once per device, the caller's marked current", async () => {
    const laptop = await sessionOf('demo01', 'laptop-0001');
    clock.advance(MINUTE);
    await sessionOf('demo01', 'phone-00001');
    clock.advance(MINUTE);
    const phoneAgain = await sessionOf('demo01', 'phone-00001');
    const ended = await sessionOf('demo01', 'old-tablet-1');
    await logout(ended.token);
    await sessionOf('demo02', 'someone-else');
    clock.advance(MINUTE);

    const res = await devices(phoneAgain.token);
    const { sessions } = okEnvelope(deviceSessionList).parse(res.json()).value;
    expect(sessions.map((s) => [s.deviceId, s.current])).toEqual([
      ['phone-00001', true],
      ['laptop-0001', false],
    ]);
    expect(sessions[0]?.createdAt).toBe(clock.now() - 2 * MINUTE);
    expect(laptop.token).not.toBe(phoneAgain.token);
  });

  it('leaves out expired sessions', async () => {
    await sessionOf('demo01', 'laptop-0001');
    clock.advance(3 * HOUR);
    const now = await sessionOf('demo01', 'phone-00001');
    const { sessions } = okEnvelope(deviceSessionList).parse(
      (await devices(now.token)).json(),
    ).value;
    expect(sessions.map((s) => s.deviceId)).toEqual(['phone-00001']);
  });

  it('answers 401 without a session', async () => {
    expect((await devices()).statusCode).toBe(401);
  });
});

describe('endMemberSessions', () => {
  it("ends the member's sessions but the one kept, and nobody else's", async () => {
    const kept = await sessionOf('demo01', 'device-a-0001');
    const other = await sessionOf('demo01', 'device-b-0001');
    const stranger = await sessionOf('demo02', 'device-c-0001');
    await endMemberSessions(await siteCtx(), kept.id, await sessionIdOf(kept.token));
    expect((await info(kept.token)).statusCode).toBe(200);
    expect(errorCode(await info(other.token))).toBe('login.not.session');
    expect((await info(stranger.token)).statusCode).toBe(200);
  });
});

describe('createSession', () => {
  it('answers firstTimeLogin only for the first session of a member, and records the login', async () => {
    const first = await sessionOf('demo01');
    clock.advance(MINUTE);
    const second = await sessionOf('demo01');
    expect(first.firstTimeLogin).toBe(true);
    expect(second.firstTimeLogin).toBe(false);
    expect(second).toMatchObject({ userName: 'demo01', customerType: 0, merchantCode: 'demo' });
    const row = await t.db
      .selectFrom('members')
      .select('last_login_at')
      .where('id', '=', second.id)
      .executeTakeFirstOrThrow();
    expect(row.last_login_at).toBe(clock.now());
  });

  it('refuses a member of another site', async () => {
    await addSite(t.app, 'other');
    const attempt = createSession(await siteCtx('other'), {
      memberId: await memberId('demo01'),
      deviceId: 'x-device-01',
      ip: '::1',
    });
    await expect(attempt).rejects.toMatchObject({ code: 'member.not.exist' });
  });

  it('gives a working token to a member logged in by password', async () => {
    const session = await loginAs(t.app, 'demo01', 'Demo1234');
    expect((await info(session.token)).statusCode).toBe(200);
  });
});

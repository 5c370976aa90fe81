import { API, errorEnvelope, loginAnswer, okEnvelope } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  authHeaders,
  DEVICE_ID,
  deviceCookieOf,
  loginAs,
  postLogin,
} from '../../../test/accounts.js';
import { MINUTE, manualClock, sessionFor as newSession } from '../../../test/members.js';
import { createTestApp, createTestApps, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let clock: ReturnType<typeof manualClock>;
beforeEach(async () => {
  clock = manualClock();
  t = await createTestApp({ config: { now: clock.now } });
});
afterEach(() => t.close());

const OWNER = '10.7.1.1';
const errorOf = (res: { json(): unknown }) => errorEnvelope.parse(res.json());
const info = (token?: string) =>
  t.app.inject({ method: 'GET', url: API.member.info, headers: token ? authHeaders(token) : {} });
/** A session without the cost of a password check. */
const sessionFor = (username: string, deviceId = DEVICE_ID) =>
  newSession(t.app, username, deviceId);

const changePassword = (token: string | undefined, body: object) =>
  t.app.inject({
    method: 'POST',
    url: API.member.password,
    headers: token ? authHeaders(token) : {},
    payload: body,
  });
const change = (oldPassword: string, newPassword: string, confirmNewPassword = newPassword) => ({
  oldPassword,
  newPassword,
  confirmNewPassword,
});

describe('POST /wps/member/password', () => {
  it('changes the password and ends the other sessions, not the current one', async () => {
    const current = await sessionFor('demo01', 'device-a-0001');
    const other = await sessionFor('demo01', 'device-b-0001');
    const stranger = await sessionFor('demo02', 'device-c-0001');
    const res = await changePassword(current.token, change('Demo1234', 'Fresh5678'));
    expect(res.json()).toEqual({ success: true, value: null });
    expect((await info(current.token)).statusCode).toBe(200);
    expect(errorOf(await info(other.token)).errorCode).toBe('login.not.session');
    expect((await info(stranger.token)).statusCode).toBe(200);
    expect((await loginAs(t.app, 'demo01', 'Fresh5678')).userName).toBe('demo01');
    expect(errorOf(await postLogin(t.app, 'demo01', 'Demo1234')).errorCode).toBe('login.failed');
  });

  it('answers modify.new.old.same when the new password is the old one', async () => {
    const { token } = await sessionFor('demo01');
    const res = await changePassword(token, change('Demo1234', 'Demo1234'));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).errorCode).toBe('modify.new.old.same');
  });

  it('answers password.confirm.mismatch when the confirmation differs', async () => {
    const { token } = await sessionFor('demo01');
    const res = await changePassword(token, change('Demo1234', 'Fresh5678', 'Fresh5679'));
    expect(errorOf(res).errorCode).toBe('password.confirm.mismatch');
  });

  it("answers password.format with the rule when the new password breaks the site's rule", async () => {
    const { token } = await sessionFor('demo01');
    for (const weak of ['abc12', 'onlyletters', '12345678', 'x1'.repeat(11), 'with space1']) {
      const res = await changePassword(token, change('Demo1234', weak));
      expect(errorOf(res), weak).toMatchObject({
        errorCode: 'password.format',
        value: { patternId: 2, min: 6, max: 20 },
      });
    }
    expect((await changePassword(token, change('Demo1234', 'abc123'))).statusCode).toBe(200);
  });

  it('answers password.old.wrong and changes nothing when the old password is wrong', async () => {
    const { token } = await sessionFor('demo01');
    const other = await sessionFor('demo01', 'device-b-0001');
    const res = await changePassword(token, change('Wrong1234', 'Fresh5678'));
    expect(errorOf(res).errorCode).toBe('password.old.wrong');
    expect((await info(other.token)).statusCode).toBe(200);
    expect((await loginAs(t.app, 'demo01', 'Demo1234')).userName).toBe('demo01');
  });

  it('answers request_param_err for a missing field', async () => {
    const { token } = await sessionFor('demo01');
    const res = await changePassword(token, { oldPassword: 'Demo1234', newPassword: 'Fresh5678' });
    expect(errorOf(res).errorCode).toBe('request_param_err');
  });

  it('refuses a free-trial account and a missing session', async () => {
    const trial = await t.app.inject({
      method: 'POST',
      url: API.session.freePlay,
      payload: { loginDeviceId: DEVICE_ID },
    });
    const refused = await changePassword(trial.json().value.token, change('a', 'Fresh5678'));
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).errorCode).toBe('trial.not.allowed');
    const none = await changePassword(undefined, change('Demo1234', 'Fresh5678'));
    expect(none.statusCode).toBe(401);
  });

  it('allows 10 tries a minute per address', async () => {
    const { token } = await sessionFor('demo01');
    for (let i = 0; i < 10; i++) {
      const res = await changePassword(token, change('Demo1234', 'Demo1234'));
      expect(res.statusCode).toBe(400);
    }
    const over = await changePassword(token, change('Demo1234', 'Fresh5678'));
    expect(over.statusCode).toBe(429);
    expect((await loginAs(t.app, 'demo01', 'Demo1234')).userName).toBe('demo01');
  });

  it("changes only the caller's own password", async () => {
    const { token } = await sessionFor('demo02');
    await changePassword(token, change('Demo1234', 'Fresh5678'));
    expect((await loginAs(t.app, 'demo01', 'Demo1234')).userName).toBe('demo01');
  });
});

describe('known devices after a change (A.4)', () => {
  it('forgets the devices the member signed in on, and remembers the changing one', async () => {
    const signedIn = await postLogin(t.app, 'demo01', 'Demo1234', {}, { remoteAddress: OWNER });
    const before = deviceCookieOf(signedIn);
    const { token } = okEnvelope(loginAnswer).parse(signedIn.json()).value;
    const changed = await changePassword(token, change('Demo1234', 'Fresh5678'));
    const after = deviceCookieOf(changed);
    // Three failures from other clients: unknown devices need the captcha for the account.
    for (const remoteAddress of ['10.7.0.1', '10.7.0.2', '10.7.0.3']) {
      await postLogin(t.app, 'demo01', 'Wrong123x', {}, { remoteAddress });
    }
    const withOld = { remoteAddress: OWNER, cookies: before };
    const old = await postLogin(t.app, 'demo01', 'Fresh5678', {}, withOld);
    expect(errorOf(old).errorCode).toBe('captcha.required');
    const withNew = { remoteAddress: OWNER, cookies: after };
    expect((await postLogin(t.app, 'demo01', 'Fresh5678', {}, withNew)).statusCode).toBe(200);
  });
});

describe('wrong old passwords (A.10)', () => {
  const wrongOld = (token: string, n: number) =>
    changePassword(token, change(`Wrong${n}x1`, 'Fresh5678'));

  it('ends every session of the member at the 5th wrong old password in 15 minutes', async () => {
    const guessing = await sessionFor('demo01', 'device-a-0001');
    const other = await sessionFor('demo01', 'device-b-0001');
    for (let i = 1; i <= 4; i++) {
      expect(errorOf(await wrongOld(guessing.token, i)).errorCode).toBe('password.old.wrong');
    }
    const fifth = await wrongOld(guessing.token, 5);
    expect(fifth.statusCode).toBe(401);
    expect(errorOf(fifth).errorCode).toBe('password.old.too.many');
    expect(errorOf(await info(guessing.token)).errorCode).toBe('login.not.session');
    expect(errorOf(await info(other.token)).errorCode).toBe('login.not.session');
    // The password stays what it was.
    expect((await loginAs(t.app, 'demo01', 'Demo1234')).userName).toBe('demo01');
  });

  it('counts per member across app processes sharing the database', async () => {
    const [one, two] = await createTestApps(2);
    if (!one || !two) throw new Error('two apps');
    try {
      const a = await newSession(one.app, 'demo01', 'device-a-0001');
      const b = await newSession(two.app, 'demo01', 'device-b-0001');
      const on = (app: TestApp, token: string, n: number) =>
        app.app.inject({
          method: 'POST',
          url: API.member.password,
          headers: authHeaders(token),
          payload: change(`Wrong${n}x1`, 'Fresh5678'),
        });
      for (let i = 1; i <= 4; i++) await on(i % 2 ? one : two, i % 2 ? a.token : b.token, i);
      expect(errorOf(await on(two, b.token, 5)).errorCode).toBe('password.old.too.many');
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('forgets wrong old passwords after 15 minutes and after a right one', async () => {
    const { token } = await sessionFor('demo01');
    for (let i = 1; i <= 4; i++) await wrongOld(token, i);
    clock.advance(15 * MINUTE);
    for (let i = 1; i <= 4; i++) await wrongOld(token, i);
    expect((await changePassword(token, change('Demo1234', 'Fresh5678'))).statusCode).toBe(200);
    expect(errorOf(await wrongOld(token, 9)).errorCode).toBe('password.old.wrong');
  });
});

import { API, errorEnvelope } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authHeaders, DEVICE_ID, loginAs, postLogin } from '../../../test/accounts.js';
import { sessionFor as newSession } from '../../../test/members.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

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

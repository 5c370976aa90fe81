import { API, errorEnvelope, memberInfo, okEnvelope } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authHeaders, DEVICE_ID, loginAs, postLogin } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createSession } from '../session/session.service.js';
import { createMember, setMemberPassword } from './member.service.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const errorOf = (res: { json(): unknown }) => errorEnvelope.parse(res.json());
const info = (token?: string) =>
  t.app.inject({ method: 'GET', url: API.member.info, headers: token ? authHeaders(token) : {} });

const demoSite = () =>
  t.db.selectFrom('merchants').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow();

/** A session without the cost of a password check. */
const sessionFor = async (username: string, deviceId = DEVICE_ID) => {
  const member = await t.db
    .selectFrom('members')
    .select(['id', 'merchant_id'])
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return createSession(t.db, {
    memberId: member.id,
    merchantId: member.merchant_id,
    deviceId,
    ip: '::1',
  });
};

describe('GET /wps/member/info', () => {
  it("answers the member's own info with the mobile masked and the VIP label", async () => {
    const session = await sessionFor('demo01');
    const res = await info(session.token);
    expect(res.statusCode).toBe(200);
    expect(okEnvelope(memberInfo).parse(res.json()).value).toEqual({
      id: session.id,
      account: 'demo01',
      userName: 'demo01',
      nickname: 'Demo Player',
      type: 0,
      regDate: Date.UTC(2026, 0, 1),
      mobile: '95******5678',
      email: 'demo01@example.com',
      vip: 'VIP0',
      toUpline: false,
    });
    expect(res.body).not.toContain('912345678');
    expect(res.body).not.toMatch(/password|scrypt/);
  });

  it('shows an upline and the VIP level of a member under an agent', async () => {
    await t.db
      .updateTable('members')
      .set({ vip_level: 3 })
      .where('username', '=', 'demo02')
      .execute();
    const value = okEnvelope(memberInfo).parse(
      (await info((await sessionFor('demo02')).token)).json(),
    ).value;
    expect(value).toMatchObject({ userName: 'demo02', vip: 'VIP3', toUpline: true, mobile: null });
  });

  it("answers each token with its own member, never another's", async () => {
    const [a, b] = [await sessionFor('demo01'), await sessionFor('agent01')];
    expect(okEnvelope(memberInfo).parse((await info(a.token)).json()).value.id).toBe(a.id);
    expect(okEnvelope(memberInfo).parse((await info(b.token)).json()).value.id).toBe(b.id);
    expect(a.id).not.toBe(b.id);
  });

  it('refuses a free-trial account with free_reject', async () => {
    const trial = await t.app.inject({
      method: 'POST',
      url: API.session.freePlay,
      payload: { loginDeviceId: DEVICE_ID },
    });
    const res = await info(trial.json().value.token);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).errorCode).toBe('free_reject');
  });

  it('answers 401 without a session', async () => {
    expect(errorOf(await info()).errorCode).toBe('user.or.token.invalid');
  });
});

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

describe('member service', () => {
  it('refuses a second member with the same name in any case, or the same mobile', async () => {
    const site = await demoSite();
    await expect(
      createMember(t.db, site, { username: 'DEMO01', password: 'x' }),
    ).rejects.toMatchObject({
      code: 'username.exists',
    });
    await expect(
      createMember(t.db, site, {
        username: 'other01',
        password: 'x',
        dialingCode: '95',
        mobile: '912345678',
      }),
    ).rejects.toMatchObject({ code: 'mobile.exists' });
    const created = await createMember(t.db, site, {
      username: 'Other01',
      password: null,
      dialingCode: '66',
      mobile: '912345678',
    });
    expect(created).toMatchObject({ username: 'other01', type: 0, status: 'active' });
    expect(created.affiliate_code).toMatch(/^[A-Z2-9]{8}$/);
  });

  it('setMemberPassword ends every session of the member when none is kept', async () => {
    const a = await sessionFor('demo01');
    await setMemberPassword(t.db, a.id, 'Fresh5678');
    expect(errorOf(await info(a.token)).errorCode).toBe('login.not.session');
  });
});

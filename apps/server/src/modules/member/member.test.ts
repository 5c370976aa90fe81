import { API, errorEnvelope, memberInfo, okEnvelope } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authHeaders, DEVICE_ID } from '../../../test/accounts.js';
import { siteCtxOf } from '../../../test/context.js';
import { sessionFor as newSession } from '../../../test/members.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { insertMember, prepareMember } from './member.service.js';

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

describe('GET /wps/member/info', () => {
  it("answers the member's own info with the mobile and e-mail masked and the VIP label", async () => {
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
      email: 'de****@example.com',
      vip: null,
      toUpline: false,
    });
    expect(res.body).not.toContain('912345678');
    expect(res.body).not.toContain('demo01@example.com');
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

describe('member service', () => {
  const insert = async (username: string, fields: Parameters<typeof prepareMember>[1]) => {
    const ctx = await siteCtxOf(t.db);
    return insertMember(ctx, await prepareMember(ctx, fields), username);
  };

  it('refuses a second member with the same name in any case, or the same proved mobile', async () => {
    await expect(insert('DEMO01', { password: 'x' })).rejects.toMatchObject({
      code: 'username.exists',
    });
    const proved = { dialingCode: '95', mobile: '912345678', mobileVerified: true };
    await expect(insert('other01', { password: 'x', ...proved })).rejects.toMatchObject({
      code: 'mobile.exists',
    });
    const typed = await insert('typed01', {
      password: 'x',
      dialingCode: '95',
      mobile: '912345678',
    });
    expect(typed).toMatchObject({ mobile: null, unverified_mobile: '912345678' });
    const created = await insert('Other01', {
      password: null,
      dialingCode: '66',
      mobile: '912345678',
      mobileVerified: true,
    });
    expect(created).toMatchObject({ username: 'other01', type: 0, status: 'active' });
    expect(created.affiliate_code).toMatch(/^[A-Z2-9]{8}$/);
  });
});

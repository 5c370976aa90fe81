import { API, errorEnvelope, loginAnswer, okEnvelope } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  loginPayloadFor,
  newCaptcha,
  postLogin,
  type SendOptions,
  sendEncrypted,
  smsCodeFor,
  testClock,
} from '../../../test/accounts.js';
import { addSite, changeSite, createTestApp, type TestApp } from '../../../test/test-app.js';
import { hashPassword } from '../member/index.js';

let t: TestApp;
let clock: ReturnType<typeof testClock>;
beforeEach(async () => {
  clock = testClock();
  t = await createTestApp({ config: { now: clock.now } });
});
afterEach(() => t.close());

const MINUTE = 60_000;
const IP_A = '10.0.0.1';
const IP_B = '10.0.0.2';
const from = (remoteAddress: string, cookies?: Record<string, string>): SendOptions => ({
  remoteAddress,
  ...(cookies ? { cookies } : {}),
});
const errorOf = (res: { json(): unknown }) => errorEnvelope.parse(res.json());
const answerOf = (res: { json(): unknown }) => okEnvelope(loginAnswer).parse(res.json()).value;

describe('POST /wps/session/login by username', () => {
  it('logs a member in and answers the session', async () => {
    const res = await postLogin(t.app, 'demo01', 'Demo1234');
    expect(res.statusCode).toBe(200);
    expect(answerOf(res)).toMatchObject({
      userName: 'demo01',
      customerType: 0,
      firstTimeLogin: true,
      merchantCode: 'demo',
    });
    const again = await postLogin(t.app, ' DEMO01 ', 'Demo1234');
    expect(answerOf(again).firstTimeLogin).toBe(false);
  });

  it('answers login.params.empty when the name or the password is empty', async () => {
    for (const [name, password] of [
      ['', 'Demo1234'],
      ['   ', 'Demo1234'],
      ['demo01', ''],
    ] as const) {
      const res = await postLogin(t.app, name, password);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).errorCode).toBe('login.params.empty');
    }
  });

  it('answers the same login.failed for an unknown name and a wrong password', async () => {
    const unknown = await postLogin(t.app, 'nobody99', 'Demo1234', {}, from(IP_A));
    const wrong = await postLogin(t.app, 'demo01', 'Wrong1234', {}, from(IP_B));
    expect(unknown.statusCode).toBe(400);
    expect(wrong.statusCode).toBe(400);
    expect(unknown.json()).toEqual(wrong.json());
    expect(errorOf(wrong)).toMatchObject({ errorCode: 'login.failed', value: { captcha: true } });
  });

  it('never logs a member into another site', async () => {
    await addSite(t.app, 'other');
    const res = await postLogin(
      t.app,
      'demo01',
      'Demo1234',
      {},
      { headers: { merchant: 'other' } },
    );
    expect(errorOf(res).errorCode).toBe('login.failed');
  });

  it('never logs into a free-trial account by name, not even with its stored marker', async () => {
    const trial = await t.app.inject({ method: 'GET', url: API.member.trialUser });
    const { userName } = trial.json().value as { userName: string };
    const res = await postLogin(t.app, userName, '!');
    expect(errorOf(res).errorCode).toBe('login.failed');
  });

  it('answers agent.non.agent for a player in the agent area, and lets an agent in', async () => {
    const player = await postLogin(t.app, 'demo01', 'Demo1234', { area: 'agent' });
    expect(player.statusCode).toBe(403);
    expect(errorOf(player).errorCode).toBe('agent.non.agent');
    const agent = await postLogin(t.app, 'agent01', 'Agent1234', { area: 'agent' });
    expect(answerOf(agent)).toMatchObject({ userName: 'agent01', customerType: 1 });
  });

  it('answers member.not.exist to a disabled member only with the right password', async () => {
    await t.db
      .updateTable('members')
      .set({ status: 'disabled' })
      .where('username', '=', 'demo01')
      .execute();
    const right = await postLogin(t.app, 'demo01', 'Demo1234', {}, from(IP_A));
    expect(right.statusCode).toBe(404);
    expect(errorOf(right).errorCode).toBe('member.not.exist');
    const wrong = await postLogin(t.app, 'demo01', 'Wrong1234', {}, from(IP_B));
    expect(errorOf(wrong).errorCode).toBe('login.failed');
  });

  it('answers function.not.available for the firebase type', async () => {
    const res = await postLogin(t.app, 'demo01', 'token', { type: 'firebase' });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).errorCode).toBe('function.not.available');
  });

  it('records the last login time', async () => {
    await postLogin(t.app, 'demo01', 'Demo1234');
    const row = await t.db
      .selectFrom('members')
      .select(['last_login_at', 'first_login_done'])
      .where('username', '=', 'demo01')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ last_login_at: clock.now(), first_login_done: 1 });
  });

  it('upgrades a hash made at a lower cost than the configured one', async () => {
    // Test apps hash at the floor (2^10); this one is configured two steps above it.
    await t.close();
    t = await createTestApp({ config: { now: clock.now, passwordHashLog2: 12 } });
    await t.db
      .updateTable('members')
      .set({ password_hash: await hashPassword('Demo1234', 10) })
      .where('username', '=', 'demo01')
      .execute();
    expect((await postLogin(t.app, 'demo01', 'Demo1234')).statusCode).toBe(200);
    const row = await t.db
      .selectFrom('members')
      .select('password_hash')
      .where('username', '=', 'demo01')
      .executeTakeFirstOrThrow();
    expect(row.password_hash.split('$')[1]).toBe(String(2 ** 12));
    expect((await postLogin(t.app, 'demo01', 'Demo1234', {}, from(IP_B))).statusCode).toBe(200);
  });
});

describe('POST /wps/session/login by SMS code', () => {
  const smsLogin = (mobile: string, code: string, ip = IP_A) =>
    postLogin(t.app, mobile, code, { type: 'sms', countryDialingCode: '95' }, from(ip));

  it('logs the member with that number in with the code sent to it', async () => {
    const code = await smsCodeFor(t.app, API.verification.smsNoLogin, '0912345678');
    const res = await smsLogin('0912345678', code);
    expect(res.statusCode).toBe(200);
    expect(answerOf(res)).toMatchObject({ userName: 'demo01', customerType: 0 });
  });

  it('refuses a wrong code, counts it as a failure, and never takes a code twice', async () => {
    const code = await smsCodeFor(t.app, API.verification.smsNoLogin, '912345678');
    const wrong = await smsLogin('912345678', code === '000000' ? '111111' : '000000');
    expect(errorOf(wrong)).toMatchObject({
      errorCode: 'verification.code.invalid',
      value: { captcha: true },
    });
    const needsCaptcha = await smsLogin('912345678', code);
    expect(errorOf(needsCaptcha).errorCode).toBe('captcha.required');
    const { cookies, code: captcha } = await newCaptcha(t.app, IP_A);
    const payload = { type: 'sms', countryDialingCode: '95', captcha } as const;
    const ok = await postLogin(t.app, '912345678', code, payload, from(IP_A, cookies));
    expect(ok.statusCode).toBe(200);
    const reused = await smsLogin('912345678', code, IP_B);
    expect(errorOf(reused).errorCode).toBe('verification.code.invalid');
  });

  it('answers function.not.available when the site has code login off', async () => {
    await changeSite(t.app, { whitelabel: { MOBILEVERCODELOGIN3: false } });
    expect(errorOf(await smsLogin('912345678', '123456')).errorCode).toBe('function.not.available');
  });

  it('answers mobile.invalid for a number the site cannot serve', async () => {
    const res = await postLogin(t.app, '12', '123456', { type: 'sms', countryDialingCode: '95' });
    expect(errorOf(res).errorCode).toBe('mobile.invalid');
  });
});

describe('login body', () => {
  it('refuses a plain JSON body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: API.session.login,
      payload: loginPayloadFor(t.app, 'demo01', 'Demo1234'),
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).errorCode).toBe('request_param_err');
  });

  it('refuses a replayed login, even a successful one', async () => {
    const payload = loginPayloadFor(t.app, 'demo01', 'Demo1234');
    expect((await sendEncrypted(t.app, 'POST', API.session.login, payload)).statusCode).toBe(200);
    const replay = await sendEncrypted(t.app, 'POST', API.session.login, payload);
    expect(errorOf(replay).errorCode).toBe('request.replayed');
  });

  it('refuses a stale login', async () => {
    const payload = loginPayloadFor(t.app, 'demo01', 'Demo1234');
    clock.advance(6 * MINUTE);
    const res = await sendEncrypted(t.app, 'POST', API.session.login, payload);
    expect(errorOf(res).errorCode).toBe('request.expired');
  });

  it('answers request_param_err for a payload that breaks the contract', async () => {
    const res = await postLogin(t.app, 'demo01', 'Demo1234', { loginDeviceId: 'bad id!' });
    expect(errorOf(res)).toMatchObject({ errorCode: 'request_param_err' });
    expect(JSON.stringify(res.json())).not.toContain('Demo1234');
  });
});

import {
  API,
  affiliateAnswer,
  errorEnvelope,
  FIELD_PATTERNS,
  loginAnswer,
  memberInfo,
  okEnvelope,
  type RegisterPayload,
  registrationSettings,
  usernameCheckAnswer,
} from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  authHeaders,
  deviceCookieOf,
  newCaptcha,
  sendEncrypted,
  smsCodeFor,
  testClock,
} from '../../../test/accounts.js';
import { registerPayloadFor, registerVia } from '../../../test/registration.js';
import { addSite, changeSite, createTestApp, type TestApp } from '../../../test/test-app.js';
import type { RegistrationRulesOverride } from '../system/index.js';
import { updateMerchant } from '../system/index.js';

let t: TestApp;
let clock: ReturnType<typeof testClock>;
beforeEach(async () => {
  clock = testClock();
  t = await createTestApp({ config: { now: clock.now } });
});
afterEach(() => t.close());

const errorOf = (res: { json(): unknown }) => errorEnvelope.parse(res.json());
const setRules = (rules: RegistrationRulesOverride, code = 'demo') =>
  updateMerchant(t.db, code, { registration_rules: JSON.stringify(rules) });
const settings = async (headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url: API.system.registerSettings, headers });
  expect(res.statusCode).toBe(200);
  return okEnvelope(registrationSettings).parse(res.json()).value;
};

const payload = (extra: Partial<RegisterPayload> = {}) => registerPayloadFor(t.app, extra);
const register = (extra: Partial<RegisterPayload> = {}, options: { captcha?: boolean } = {}) =>
  registerVia(t.app, extra, options);

const memberRow = (username: string) =>
  t.db.selectFrom('members').selectAll().where('username', '=', username).executeTakeFirst();

describe('GET /wps/system/setting/register', () => {
  it('serves the default rules, the captcha, the methods and the minimum age', async () => {
    const value = await settings();
    expect(value.fields.username).toEqual({
      enabled: true,
      required: true,
      acceptedPattern: FIELD_PATTERNS[1].source,
      patternId: 1,
      minLength: 6,
      maxLength: 16,
    });
    expect(value.fields.password).toMatchObject({ patternId: 2, minLength: 6, maxLength: 20 });
    expect(value.fields.mobileNum).toMatchObject({ patternId: 3, minLength: 6, maxLength: 20 });
    expect(value.fields.email.patternId).toBe(4);
    expect([value.fields.nickname.patternId, value.fields.payeeName.patternId]).toEqual([5, 5]);
    expect(value.fields.wechat.patternId).toBe(6);
    expect(value.captcha).toEqual({ enabled: true });
    expect(value.methods).toEqual({ username: true, mobile: true, mobileNeedsSms: true });
    expect(value.minimumAge).toBe(18);
  });

  it("applies the site's overrides, switches and minimum age", async () => {
    await setRules({
      fields: { payeeName: { enabled: true, required: true, maxLength: 30 } },
      captcha: { enabled: false },
    });
    await updateMerchant(t.db, 'demo', { minimum_age: 21 });
    await changeSite(t.app, { whitelabel: { USERNAMEREG3: false, REGMOBVERF3: false } });
    const value = await settings();
    expect(value.fields.payeeName).toMatchObject({ enabled: true, required: true, maxLength: 30 });
    expect(value.captcha.enabled).toBe(false);
    expect(value.fields.captcha.enabled).toBe(false);
    expect(value.methods).toEqual({ username: false, mobile: true, mobileNeedsSms: false });
    expect(value.minimumAge).toBe(21);
  });

  it('serves each site its own rules', async () => {
    await addSite(t.app, 'other');
    await setRules({ fields: { email: { required: true } } }, 'other');
    expect((await settings()).fields.email.required).toBe(false);
    expect((await settings({ merchant: 'other' })).fields.email.required).toBe(true);
  });
});

describe('PUT /wps/member/register by username', () => {
  it('creates a type 0 member and answers a logged-in session', async () => {
    const res = await register({ email: 'new@example.com', nickname: 'Newbie' });
    expect(res.statusCode).toBe(200);
    const session = okEnvelope(loginAnswer).parse(res.json()).value;
    expect(session).toMatchObject({ userName: 'newbie01', customerType: 0, firstTimeLogin: true });
    const info = await t.app.inject({ url: API.member.info, headers: authHeaders(session.token) });
    expect(okEnvelope(memberInfo).parse(info.json()).value).toMatchObject({
      userName: 'newbie01',
      nickname: 'Newbie',
      email: 'ne****@example.com',
      toUpline: false,
    });
    const row = await memberRow('newbie01');
    expect(row).toMatchObject({ type: 0, register_method: 'H5', register_url: 'localhost' });
    expect(row?.password_hash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(row)).not.toContain('Pass1234');
    // The device that registered is one that signed in (README "Login protection").
    expect(deviceCookieOf(res).login_device).toMatch(/^[\w-]{43}$/);
  });

  it('lists every field that breaks its rule, with the pattern id and bounds', async () => {
    const res = await register({ username: 'ab', email: 'not-an-email', nickname: '1234' });
    expect(res.statusCode).toBe(400);
    const error = errorOf(res);
    expect(error.errorCode).toBe('register.field.invalid');
    expect(error.value?.fields).toEqual([
      { field: 'username', patternId: 1, min: 6, max: 16, reason: 'pattern' },
      { field: 'email', patternId: 4, min: 3, max: 128, reason: 'pattern' },
      { field: 'nickname', patternId: 5, min: 1, max: 32, reason: 'pattern' },
    ]);
    expect(await memberRow('ab')).toBeUndefined();
  });

  it('requires the username and a password that fits the password rule', async () => {
    const res = await register({ username: '', password: 'abcdefgh', confirmPassword: 'abcdefgh' });
    expect(errorOf(res).value?.fields).toEqual([
      { field: 'username', patternId: 1, min: 6, max: 16, reason: 'required' },
      { field: 'password', patternId: 2, min: 6, max: 20, reason: 'pattern' },
    ]);
  });

  it('checks and stores only the fields the site has on', async () => {
    await setRules({ fields: { payeeName: { enabled: true, required: true } } });
    const missing = await register({ qqNum: 'anything at all' });
    expect(errorOf(missing).value?.fields).toEqual([
      expect.objectContaining({ field: 'payeeName', reason: 'required' }),
    ]);
    expect((await register({ qqNum: '12345', payeeName: 'Aung Aung' })).statusCode).toBe(200);
    expect(await memberRow('newbie01')).toMatchObject({ qq: null, payee_name: 'Aung Aung' });
  });

  it('skips the confirmation on a site that switched that field off', async () => {
    await setRules({ fields: { confirmPassword: { enabled: false } } });
    expect((await register({ confirmPassword: '' })).statusCode).toBe(200);
  });

  it('answers password.confirm.mismatch and age.not.confirmed', async () => {
    expect(errorOf(await register({ confirmPassword: 'Pass12345' })).errorCode).toBe(
      'password.confirm.mismatch',
    );
    expect(errorOf(await register({ ageConfirmed: false })).errorCode).toBe('age.not.confirmed');
    expect(await memberRow('newbie01')).toBeUndefined();
  });

  it('needs a right captcha while the site has the captcha on', async () => {
    const none = await register({}, { captcha: false });
    expect(errorOf(none).errorCode).toBe('captcha.required');
    const { cookies, code } = await newCaptcha(t.app);
    const wrong = await sendEncrypted(
      t.app,
      'PUT',
      API.member.register,
      payload({ captcha: code === '0000' ? '1111' : '0000' }),
      { cookies },
    );
    expect(errorOf(wrong).errorCode).toBe('captcha.invalid');
    await setRules({ captcha: { enabled: false } });
    expect((await register({}, { captcha: false })).statusCode).toBe(200);
  });

  it('answers username.exists for a taken name in any case', async () => {
    const res = await register({ username: 'DEMO01' });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).errorCode).toBe('username.exists');
  });

  it('answers mobile.exists for a proved number, however it is typed', async () => {
    for (const mobileNum of ['912345678', '0912345678']) {
      const res = await register({ mobileNum, countryDialingCode: '95' });
      expect(errorOf(res).errorCode, mobileNum).toBe('mobile.exists');
    }
    const elsewhere = await register({ mobileNum: '812345678', countryDialingCode: '66' });
    expect(elsewhere.statusCode).toBe(200);
    expect(await memberRow('newbie01')).toMatchObject({
      unverified_dialing_code: '66',
      unverified_mobile: '812345678',
    });
  });

  it('answers affiliate.invalid for an unknown code and creates nobody', async () => {
    const res = await register({ affiliateCode: 'NOSUCH1' });
    expect(errorOf(res).errorCode).toBe('affiliate.invalid');
    expect(await memberRow('newbie01')).toBeUndefined();
  });

  it('puts the member under the agent whose code was given', async () => {
    const res = await register({ affiliateCode: 'agent01' });
    expect(res.statusCode).toBe(200);
    const agent = await memberRow('agent01');
    expect(await memberRow('newbie01')).toMatchObject({
      upline_id: agent?.id,
      referred_by_code: 'AGENT01',
    });
  });

  it("records a member's referral code without making that member an upline", async () => {
    expect((await register({ affiliateCode: 'DEMO01' })).statusCode).toBe(200);
    expect(await memberRow('newbie01')).toMatchObject({
      upline_id: null,
      referred_by_code: 'DEMO01',
    });
  });

  it('answers function.not.available when the site has registration by username off', async () => {
    await changeSite(t.app, { whitelabel: { USERNAMEREG3: false } });
    const res = await register();
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).errorCode).toBe('function.not.available');
  });

  it('refuses a replayed registration body', async () => {
    const { cookies, code } = await newCaptcha(t.app);
    const body = payload({ captcha: code });
    expect(
      (await sendEncrypted(t.app, 'PUT', API.member.register, body, { cookies })).statusCode,
    ).toBe(200);
    const replay = await sendEncrypted(t.app, 'PUT', API.member.register, body, { cookies });
    expect(errorOf(replay).errorCode).toBe('request.replayed');
  });

  it('allows 10 registrations a minute per address', async () => {
    await setRules({ captcha: { enabled: false } });
    const ip = '10.4.0.1';
    for (let i = 0; i < 10; i++) {
      const res = await sendEncrypted(
        t.app,
        'PUT',
        API.member.register,
        payload({ ageConfirmed: false }),
        {
          remoteAddress: ip,
        },
      );
      expect(res.statusCode).toBe(400);
    }
    const over = await sendEncrypted(t.app, 'PUT', API.member.register, payload(), {
      remoteAddress: ip,
    });
    expect(over.statusCode).toBe(429);
  });
});

describe('PUT /wps/member/register by mobile number', () => {
  const byMobile = (extra: Partial<RegisterPayload> = {}) =>
    register({
      normalRegistration: false,
      username: '',
      mobileNum: '0987654321',
      countryDialingCode: '95',
      ...extra,
    });

  it('makes a username from the number when none is given', async () => {
    await changeSite(t.app, { whitelabel: { REGMOBVERF3: false } });
    const res = await byMobile();
    expect(res.statusCode).toBe(200);
    expect(okEnvelope(loginAnswer).parse(res.json()).value.userName).toBe('m987654321');
    // No SMS code proved the number: it is kept unverified (A.9).
    expect(await memberRow('m987654321')).toMatchObject({
      unverified_dialing_code: '95',
      unverified_mobile: '987654321',
    });
  });

  it('requires the mobile number and checks it', async () => {
    await changeSite(t.app, { whitelabel: { REGMOBVERF3: false } });
    const missing = await byMobile({ mobileNum: '' });
    expect(errorOf(missing).value?.fields).toEqual([
      { field: 'mobileNum', patternId: 3, min: 6, max: 20, reason: 'required' },
    ]);
    const foreign = await byMobile({ countryDialingCode: '1' });
    expect(errorOf(foreign).errorCode).toBe('mobile.invalid');
  });

  it('answers function.not.available when the site has registration by mobile off', async () => {
    await changeSite(t.app, { whitelabel: { MOBILENUMREG3: false } });
    expect(errorOf(await byMobile()).errorCode).toBe('function.not.available');
  });

  it('registers with the SMS code sent for registration', async () => {
    const code = await smsCodeFor(t.app, API.verification.smsRegister, '0987654321');
    const res = await byMobile({ verificationCode: code, username: 'mobileuser1' });
    expect(res.statusCode).toBe(200);
    expect(await memberRow('mobileuser1')).toMatchObject({
      dialing_code: '95',
      mobile: '987654321',
    });
  });

  it('needs the SMS code when the site asks for one, and creates nobody without it', async () => {
    for (const verificationCode of [undefined, '123456']) {
      const res = await byMobile(verificationCode ? { verificationCode } : {});
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).errorCode).toBe('verification.code.invalid');
    }
    expect(await memberRow('m987654321')).toBeUndefined();
  });

  it('refuses an expired code', async () => {
    const code = await smsCodeFor(t.app, API.verification.smsRegister, '987654321');
    clock.advance(60 * 60_000);
    expect(errorOf(await byMobile({ verificationCode: code })).errorCode).toBe(
      'verification.code.expired',
    );
    expect(await memberRow('m987654321')).toBeUndefined();
  });
});

describe('GET /wps/check/username', () => {
  const check = async (username: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({
      url: `${API.checkUsername}?username=${encodeURIComponent(username)}`,
      headers,
    });
    return okEnvelope(usernameCheckAnswer).parse(res.json()).value.exists;
  };

  it('tells whether a name is taken on this site, in any case', async () => {
    expect(await check('demo01')).toBe(true);
    expect(await check('Demo01')).toBe(true);
    expect(await check('nobody99')).toBe(false);
    await addSite(t.app, 'other');
    expect(await check('demo01', { merchant: 'other' })).toBe(false);
  });

  it('answers request_param_err without a name', async () => {
    const res = await t.app.inject({ url: API.checkUsername });
    expect(errorOf(res).errorCode).toBe('request_param_err');
  });
});

describe('GET /wps/agent/affiliate', () => {
  const check = async (code: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({
      url: `${API.affiliate}?code=${encodeURIComponent(code)}&domain=localhost`,
      headers,
    });
    return okEnvelope(affiliateAnswer).parse(res.json()).value.success;
  };

  it("answers success for an active agent's code of this site only", async () => {
    expect(await check('AGENT01')).toBe(true);
    expect(await check('agent01')).toBe(true);
    expect(await check('DEMO01')).toBe(false);
    expect(await check('NOSUCH1')).toBe(false);
    await addSite(t.app, 'other');
    expect(await check('AGENT01', { merchant: 'other' })).toBe(false);
    await t.db
      .updateTable('members')
      .set({ status: 'disabled' })
      .where('username', '=', 'agent01')
      .execute();
    expect(await check('AGENT01')).toBe(false);
  });

  it('answers request_param_err without a code', async () => {
    const res = await t.app.inject({ url: `${API.affiliate}?domain=x` });
    expect(errorOf(res).errorCode).toBe('request_param_err');
  });
});

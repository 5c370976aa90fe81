import {
  API,
  errorEnvelope,
  okEnvelope,
  resetByLinkAnswer,
  resetByPhoneAnswer,
} from '@lotto/contract';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authHeaders, DEVICE_ID, deviceCookieOf, postLogin } from '../../../test/accounts.js';
import {
  addMember,
  lastCodeTo,
  MINUTE,
  manualClock,
  outboxTo,
  postJson,
  sessionFor,
} from '../../../test/members.js';
import { addSite, changeSite, createTestApp, type TestApp } from '../../../test/test-app.js';
import { type MemberRow, verifyPassword } from '../member/index.js';
import { RESET_LINK } from './password-reset.service.js';

const HERE = '10.8.0.1';

let t: TestApp;
let app: FastifyInstance;
let clock: ReturnType<typeof manualClock>;
let alice: MemberRow;
beforeEach(async () => {
  clock = manualClock();
  t = await createTestApp({ config: { now: clock.now } });
  app = t.app;
  alice = await addMember(app, {
    username: 'alice01',
    email: 'Alice@Example.com',
    dialingCode: '95',
    mobile: '945550002',
    mobileVerified: true,
  });
});
afterEach(() => t.close());

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const errorOf = (res: { json(): unknown }) => errorEnvelope.parse(res.json());

const forgot = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: API.member.forgotByEmail,
    headers: { ...FORM, ...headers },
    payload: new URLSearchParams(fields).toString(),
  });

const mailsTo = (address: string) => outboxTo(app, address.toLowerCase());

const tokenOfLastMail = async (address = 'alice@example.com') => {
  const body = (await mailsTo(address)).at(-1)?.body ?? '';
  const token = body.match(/resetToken=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error('no reset link was mailed');
  return token;
};

const passwordOf = async (memberId: number) =>
  (
    await t.db
      .selectFrom('members')
      .select('password_hash')
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow()
  ).password_hash;

const reset = (token: string, newPassword = 'newpass99', confirm = newPassword) =>
  postJson(app, API.member.resetByLink, { token, newPassword, confirmNewPassword: confirm });

describe('POST /wps/member/password/forgot (form-encoded)', () => {
  it('mails a one-time reset link when username and e-mail match', async () => {
    const res = await forgot(
      { username: ' ALICE01 ', email: ' alice@example.com ' },
      { language: 'EN' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: null });
    const [mail, ...more] = await mailsTo('alice@example.com');
    expect(more).toHaveLength(0);
    expect(mail?.channel).toBe('mail');
    expect(mail?.subject).toContain('reset your password');
    expect(mail?.body).toMatch(
      /http:\/\/localhost(:\d+)?\/m\/forget\?resetToken=[A-Za-z0-9_-]{43}\b/,
    );
    const stored = await t.db.selectFrom('single_use_tokens').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(mail?.body).not.toContain(stored[0]?.token_hash);
  });

  it('answers alike, and mails nothing, for an unknown user or a wrong e-mail', async () => {
    const known = await forgot({ username: 'alice01', email: 'alice@example.com' });
    const unknownUser = await forgot({ username: 'nobody99', email: 'alice@example.com' });
    const wrongMail = await forgot({ username: 'alice01', email: 'other@example.com' });
    for (const res of [unknownUser, wrongMail]) {
      expect(res.statusCode).toBe(known.statusCode);
      expect(res.json()).toEqual(known.json());
    }
    expect(await mailsTo('alice@example.com')).toHaveLength(1);
    expect(await mailsTo('other@example.com')).toHaveLength(0);
  });

  it('writes the mail in the language of the request', async () => {
    await forgot({ username: 'alice01', email: 'alice@example.com' }, { language: 'MY' });
    expect((await mailsTo('alice@example.com'))[0]?.subject).toContain('စကားဝှက်');
  });

  it('never builds the link from a foreign Host header', async () => {
    await forgot({ username: 'alice01', email: 'alice@example.com' }, { host: 'evil.example' });
    const body = (await mailsTo('alice@example.com'))[0]?.body ?? '';
    expect(body).toContain('http://localhost/m/forget?resetToken=');
    expect(body).not.toContain('evil.example');
  });

  it('mails at most 5 links an hour to one member, answering alike after that', async () => {
    for (let i = 0; i < RESET_LINK.perMemberPerHour + 2; i++) {
      const res = await forgot({ username: 'alice01', email: 'alice@example.com' });
      expect(res.statusCode).toBe(200);
    }
    expect(await mailsTo('alice@example.com')).toHaveLength(RESET_LINK.perMemberPerHour);
  });

  it('refuses a malformed e-mail with email.invalid', async () => {
    for (const email of ['alice', 'alice@', 'a b@example.com', '@example.com']) {
      const res = await forgot({ username: 'alice01', email });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).errorCode).toBe('email.invalid');
    }
    expect(await mailsTo('alice@example.com')).toHaveLength(0);
  });

  it('refuses missing fields, oversized forms and other content types', async () => {
    const missing = await forgot({ username: 'alice01' });
    expect(errorOf(missing).errorCode).toBe('request_param_err');
    const oversized = await forgot({
      username: 'alice01',
      email: 'alice@example.com',
      pad: 'x'.repeat(70_000),
    });
    expect(oversized.statusCode).toBe(413);
    expect(errorOf(oversized).errorCode).toBe('request.too.large');
    const tooLong = await forgot({ username: 'a'.repeat(65), email: 'alice@example.com' });
    expect(errorOf(tooLong).errorCode).toBe('request_param_err');
    const asText = (type: string) =>
      app.inject({
        method: 'POST',
        url: API.member.forgotByEmail,
        headers: { 'content-type': type },
        payload: 'username=alice01&email=alice@example.com',
      });
    expect(errorOf(await asText('text/plain')).errorCode).toBe('request_param_err');
    const xml = await asText('application/xml');
    expect(xml.statusCode).toBe(415);
    expect(errorOf(xml).errorCode).toBe('request.body.invalid');
    expect(await mailsTo('alice@example.com')).toHaveLength(0);
  });

  it('reads a form field named __proto__ as a plain field', async () => {
    const res = await app.inject({
      method: 'POST',
      url: API.member.forgotByEmail,
      headers: FORM,
      payload: '__proto__=x&username=alice01&email=alice%40example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(await mailsTo('alice@example.com')).toHaveLength(1);
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  });
});

describe('POST /wps/member/password/reset (link)', () => {
  it('sets the new password once, ends the member sessions, forgets their devices', async () => {
    await sessionFor(app, 'alice01', 'device-0001');
    expect((await postLogin(app, 'alice01', 'start123')).statusCode).toBe(200);
    await forgot({ username: 'alice01', email: 'alice@example.com' });
    const token = await tokenOfLastMail();
    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect(okEnvelope(resetByLinkAnswer).parse(res.json()).value).toEqual({ userName: 'alice01' });
    expect(await verifyPassword('newpass99', await passwordOf(alice.id))).toBe(true);
    const live = await t.db
      .selectFrom('sessions')
      .select('ended_at')
      .where('member_id', '=', alice.id)
      .execute();
    expect(live.every((s) => s.ended_at !== null)).toBe(true);
    const devices = t.db.selectFrom('login_devices').where('member_id', '=', alice.id);
    expect(await devices.select('id').execute()).toEqual([]);

    const again = await reset(token, 'other123');
    expect(errorOf(again).errorCode).toBe('reset.link.invalid');
    expect(await verifyPassword('newpass99', await passwordOf(alice.id))).toBe(true);
  });

  it('refuses a link after 30 minutes', async () => {
    await forgot({ username: 'alice01', email: 'alice@example.com' });
    const token = await tokenOfLastMail();
    clock.advance(RESET_LINK.ttlMinutes * MINUTE);
    const res = await reset(token);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).errorCode).toBe('reset.link.invalid');
    expect(await verifyPassword('start123', await passwordOf(alice.id))).toBe(true);
  });

  it('refuses an unknown token and a token of another site', async () => {
    expect(errorOf(await reset('A'.repeat(43))).errorCode).toBe('reset.link.invalid');
    await forgot({ username: 'alice01', email: 'alice@example.com' });
    const token = await tokenOfLastMail();
    await addSite(app, 'other');
    const res = await app.inject({
      method: 'POST',
      url: API.member.resetByLink,
      headers: { merchant: 'other' },
      payload: { token, newPassword: 'newpass99', confirmNewPassword: 'newpass99' },
    });
    expect(errorOf(res).errorCode).toBe('reset.link.invalid');
  });

  it('refuses a weak or unconfirmed password and keeps the link usable', async () => {
    await forgot({ username: 'alice01', email: 'alice@example.com' });
    const token = await tokenOfLastMail();
    for (const weak of ['abc12', 'onlyletters', '12345678', `${'x'.repeat(19)}1a`]) {
      expect(errorOf(await reset(token, weak)).errorCode).toBe('password.format');
    }
    expect(errorOf(await reset(token, 'newpass99', 'newpass98')).errorCode).toBe(
      'password.confirm.mismatch',
    );
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('retires the other links of the member after a reset', async () => {
    await forgot({ username: 'alice01', email: 'alice@example.com' });
    const first = await tokenOfLastMail();
    await forgot({ username: 'alice01', email: 'alice@example.com' });
    const second = await tokenOfLastMail();
    expect((await reset(second)).statusCode).toBe(200);
    expect(errorOf(await reset(first, 'other123')).errorCode).toBe('reset.link.invalid');
  });

  it('refuses malformed bodies', async () => {
    for (const body of [
      {},
      { token: 'short', newPassword: 'a1b2c3d4', confirmNewPassword: 'a1b2c3d4' },
      { token: 'A'.repeat(43), newPassword: 5 },
    ]) {
      const res = await postJson(app, API.member.resetByLink, body);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).errorCode).toBe('request_param_err');
    }
  });
});

describe('POST /wps/member/password/phone', () => {
  const askResetCode = (mobileNum = '945550002') =>
    postJson(app, API.verification.smsReset, { mobileNum, countryDialingCode: '95' });
  const resetByPhone = (verificationCode: string, newPassword = 'phone123') =>
    postJson(
      app,
      API.member.resetByPhone,
      {
        mobileNum: '945550002',
        countryDialingCode: '95',
        verificationCode,
        newPassword,
        loginDeviceId: DEVICE_ID,
      },
      { remoteAddress: HERE },
    );

  it('sets the password with the SMS code and answers a logged-in session (A.13)', async () => {
    const earlier = await sessionFor(app, 'alice01');
    // Failures here and elsewhere: a login from this address would need the captcha now.
    for (const remoteAddress of [HERE, '10.8.0.2', '10.8.0.3']) {
      await postLogin(app, 'alice01', 'Wrong123x', {}, { remoteAddress });
    }
    await askResetCode();
    const code = await lastCodeTo(app, '+95945550002');
    const res = await resetByPhone(code);
    expect(res.statusCode, res.body).toBe(200);
    const session = okEnvelope(resetByPhoneAnswer).parse(res.json()).value;
    expect(session).toMatchObject({ id: alice.id, userName: 'alice01', merchantCode: 'demo' });
    expect(deviceCookieOf(res).login_device).toMatch(/^[\w-]{43}$/);
    const info = (token: string) =>
      app.inject({ url: API.member.info, headers: authHeaders(token) });
    expect((await info(session.token)).statusCode).toBe(200);
    expect((await info(earlier.token)).statusCode).toBe(401);
    expect(await verifyPassword('phone123', await passwordOf(alice.id))).toBe(true);
    expect(errorOf(await resetByPhone(code, 'again123')).errorCode).toBe(
      'verification.code.invalid',
    );
  });

  it('refuses a wrong or expired code and leaves the password alone', async () => {
    await askResetCode();
    const code = await lastCodeTo(app, '+95945550002');
    const wrong = code === '000000' ? '111111' : '000000';
    expect(errorOf(await resetByPhone(wrong)).errorCode).toBe('verification.code.invalid');
    clock.advance(2 * MINUTE);
    expect(errorOf(await resetByPhone(code)).errorCode).toBe('verification.code.expired');
    expect(await verifyPassword('start123', await passwordOf(alice.id))).toBe(true);
  });

  it('checks the password rule before it spends the code', async () => {
    await askResetCode();
    const code = await lastCodeTo(app, '+95945550002');
    expect(errorOf(await resetByPhone(code, 'weak')).errorCode).toBe('password.format');
    expect((await resetByPhone(code)).statusCode).toBe(200);
  });

  it('refuses any code for a number of no member', async () => {
    await askResetCode('945559998');
    const res = await postJson(app, API.member.resetByPhone, {
      mobileNum: '945559998',
      verificationCode: '123456',
      newPassword: 'phone123',
      loginDeviceId: DEVICE_ID,
    });
    expect(errorOf(res).errorCode).toBe('verification.code.invalid');
  });

  it('is off when the site switched phone recovery off', async () => {
    await changeSite(app, { whitelabel: { MOBILENUMPASSREG3: false } });
    const res = await resetByPhone('123456');
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).errorCode).toBe('function.not.available');
  });

  it('refuses malformed bodies', async () => {
    for (const body of [
      {},
      { mobileNum: '945550002', verificationCode: '12345678901', newPassword: 'phone123' },
      { mobileNum: 'x', verificationCode: '123456', newPassword: 'phone123' },
    ]) {
      const res = await postJson(app, API.member.resetByPhone, body);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).errorCode).toBe('request_param_err');
    }
    const bad = await postJson(app, API.member.resetByPhone, {
      mobileNum: '945550002',
      countryDialingCode: '44',
      verificationCode: '123456',
      newPassword: 'phone123',
      loginDeviceId: DEVICE_ID,
    });
    expect(errorOf(bad).errorCode).toBe('mobile.invalid');
  });
});

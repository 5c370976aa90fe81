import {
  API,
  errorEnvelope,
  loginAnswer,
  memberInfo,
  okEnvelope,
  type RegisterPayload,
} from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authHeaders, DEVICE_ID, postLogin, smsCodeFor } from '../../../test/accounts.js';
import { MINUTE, manualClock, outboxTo, postJson } from '../../../test/members.js';
import { registerVia } from '../../../test/registration.js';
import { changeSite, createTestApp, type TestApp } from '../../../test/test-app.js';

/** Only a number proved by an SMS code belongs to its member (A.9). */

let t: TestApp;
let clock: ReturnType<typeof manualClock>;
beforeEach(async () => {
  clock = manualClock();
  t = await createTestApp({ config: { now: clock.now } });
});
afterEach(() => t.close());

const NUMBER = '0987654321';
const E164 = '+95987654321';
const errorOf = (res: { json(): unknown }) => errorEnvelope.parse(res.json());
const answerOf = (res: { json(): unknown }) => okEnvelope(loginAnswer).parse(res.json()).value;

const register = (extra: Partial<RegisterPayload>) =>
  registerVia(t.app, { countryDialingCode: '95', ...extra });
/** A username registration that types the number without proving it. */
const typing = (username: string) => register({ username, mobileNum: NUMBER });
/** A registration by mobile with the SMS code sent to the number. */
const proving = async (username: string) => {
  const code = await smsCodeFor(t.app, API.verification.smsRegister, NUMBER);
  return register({
    normalRegistration: false,
    username,
    mobileNum: NUMBER,
    verificationCode: code,
  });
};
const memberRow = (username: string) =>
  t.db
    .selectFrom('members')
    .select(['dialing_code', 'mobile', 'unverified_dialing_code', 'unverified_mobile'])
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
const smsCount = async () => (await outboxTo(t.app, E164)).length;
const askCode = (path: string) =>
  postJson(t.app, path, { mobileNum: NUMBER, countryDialingCode: '95' });

describe('registration and unverified numbers', () => {
  it('lets the owner register by SMS a number another member only typed', async () => {
    expect((await typing('squatter1')).statusCode).toBe(200);
    const owner = await proving('owner0001');
    expect(owner.statusCode, owner.body).toBe(200);
    expect(answerOf(owner).userName).toBe('owner0001');
  });

  it('stores a typed number unverified and a proved one verified', async () => {
    await typing('squatter1');
    await proving('owner0001');
    expect(await memberRow('owner0001')).toEqual({
      dialing_code: '95',
      mobile: '987654321',
      unverified_dialing_code: null,
      unverified_mobile: null,
    });
  });

  it('leaves the typing member nothing of the number once its owner proved it', async () => {
    const squatter = answerOf(await typing('squatter1'));
    expect(await memberRow('squatter1')).toEqual({
      dialing_code: null,
      mobile: null,
      unverified_dialing_code: '95',
      unverified_mobile: '987654321',
    });
    await proving('owner0001');
    expect(await memberRow('squatter1')).toMatchObject({ mobile: null, unverified_mobile: null });
    const info = await t.app.inject({ url: API.member.info, headers: authHeaders(squatter.token) });
    expect(okEnvelope(memberInfo).parse(info.json()).value.mobile).toBeNull();
  });

  it('lets two members type the same number', async () => {
    expect((await typing('squatter1')).statusCode).toBe(200);
    expect((await typing('squatter2')).statusCode).toBe(200);
  });

  it('refuses a proved number to any later registration', async () => {
    expect((await proving('owner0001')).statusCode).toBe(200);
    expect(errorOf(await typing('squatter1')).errorCode).toBe('mobile.exists');
    clock.advance(2 * MINUTE); // the first code's countdown
    const code = await smsCodeFor(t.app, API.verification.smsRegister, NUMBER);
    const again = await register({
      normalRegistration: false,
      username: 'owner0002',
      mobileNum: NUMBER,
      verificationCode: code,
    });
    expect(errorOf(again).errorCode).toBe('mobile.exists');
  });

  it('stores a number unverified when the site registers by mobile without SMS', async () => {
    await changeSite(t.app, { whitelabel: { REGMOBVERF3: false } });
    const res = await register({ normalRegistration: false, username: '', mobileNum: NUMBER });
    expect(res.statusCode).toBe(200);
    expect(await memberRow('m987654321')).toMatchObject({
      mobile: null,
      unverified_mobile: '987654321',
    });
  });
});

describe('SMS login and reset by phone reach only the verified holder', () => {
  it('sends no login or reset code for a number only typed', async () => {
    await typing('squatter1');
    expect((await askCode(API.verification.smsNoLogin)).statusCode).toBe(200);
    expect(await smsCount()).toBe(0);
    expect((await askCode(API.verification.smsReset)).statusCode).toBe(200);
    expect(await smsCount()).toBe(0);
  });

  it('logs the verified holder in by SMS code, never the member who typed the number', async () => {
    await typing('squatter1');
    await proving('owner0001');
    const code = await smsCodeFor(t.app, API.verification.smsNoLogin, NUMBER);
    const res = await postLogin(t.app, NUMBER, code, { type: 'sms', countryDialingCode: '95' });
    expect(answerOf(res).userName).toBe('owner0001');
  });

  it('resets the password of the verified holder only', async () => {
    await typing('squatter1');
    await proving('owner0001');
    const code = await smsCodeFor(t.app, API.verification.smsReset, NUMBER);
    const res = await postJson(t.app, API.member.resetByPhone, {
      mobileNum: NUMBER,
      countryDialingCode: '95',
      verificationCode: code,
      newPassword: 'Fresh5678',
      loginDeviceId: DEVICE_ID,
    });
    expect(res.json()).toMatchObject({ success: true, value: { userName: 'owner0001' } });
  });
});

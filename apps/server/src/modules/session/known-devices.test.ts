import { errorEnvelope } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_ID, deviceCookieOf, postLogin, testClock } from '../../../test/accounts.js';
import {
  attacker,
  failFromAttackers as attackersFail,
  loginWithCaptcha as captchaLogin,
  expectOk,
  from,
  signInFrom,
} from '../../../test/login.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** Known devices: the owner's way past what others' failures raise, throttled too (A.4). */

let t: TestApp;
let clock: ReturnType<typeof testClock>;
beforeEach(async () => {
  clock = testClock();
  t = await createTestApp({ config: { now: clock.now } });
});
afterEach(() => t.close());

const MINUTE = 60_000;
const OWNER = '10.1.0.1';
const STRANGER = '10.1.0.2';
const errorOf = (res: { json(): unknown }) => errorEnvelope.parse(res.json());
const loginWithCaptcha = (username: string, password: string, ip: string, cookies = {}) =>
  captchaLogin(t.app, username, password, ip, cookies);
const failFromAttackers = (username: string, times: number) =>
  attackersFail(t.app, username, times);

describe('known devices (A.4)', () => {
  it('lets the owner in from a known device at once after 50 failures elsewhere', async () => {
    const device = await signInFrom(t.app, 'demo01', 'Demo1234', OWNER);
    await failFromAttackers('demo01', 50);

    const owner = await postLogin(t.app, 'demo01', 'Demo1234', {}, from(OWNER, device));
    expectOk(owner);
    // Each sign-in rotates the device's secret.
    expect(deviceCookieOf(owner).login_device).not.toBe(device.login_device);

    // An unknown client with the right password is asked for the captcha, and gets in with it.
    const bare = await postLogin(t.app, 'demo01', 'Demo1234', {}, from(STRANGER));
    expect(errorOf(bare)).toMatchObject({
      errorCode: 'captcha.required',
      value: { captcha: true },
    });
    expectOk(await loginWithCaptcha('demo01', 'Demo1234', STRANGER));
  });

  it('sets the device cookie httpOnly, SameSite=Lax, on the session paths, for 90 days', async () => {
    const res = await postLogin(t.app, 'demo01', 'Demo1234', {}, from(OWNER));
    const cookie = res.cookies.find((c) => c.name === 'login_device');
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/wps/session',
      maxAge: 90 * 24 * 60 * 60,
    });
    expect(cookie?.secure).toBeFalsy();
    const stored = await t.db.selectFrom('login_devices').select('token_hash').execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).not.toContain(cookie?.value);
  });

  it('marks the cookie Secure behind HTTPS', async () => {
    const behindProxy = await createTestApp({ config: { trustProxy: true } });
    try {
      const res = await postLogin(
        behindProxy.app,
        'demo01',
        'Demo1234',
        {},
        {
          headers: { 'x-forwarded-proto': 'https' },
        },
      );
      expect(res.cookies.find((c) => c.name === 'login_device')?.secure).toBe(true);
    } finally {
      await behindProxy.close();
    }
  });

  it('takes neither the loginDeviceId of the body nor another member’s cookie as proof', async () => {
    await signInFrom(t.app, 'demo01', 'Demo1234', OWNER);
    const demo02Device = await signInFrom(t.app, 'demo02', 'Demo1234', STRANGER);
    await failFromAttackers('demo01', 3);
    const sameId = await postLogin(
      t.app,
      'demo01',
      'Demo1234',
      { loginDeviceId: DEVICE_ID },
      {
        remoteAddress: attacker(60),
      },
    );
    expect(errorOf(sameId).errorCode).toBe('captcha.required');
    const foreign = await postLogin(t.app, 'demo01', 'Demo1234', {}, from(STRANGER, demo02Device));
    expect(errorOf(foreign).errorCode).toBe('captcha.required');
  });

  it('throttles a known device: after 5 wrong passwords its cookie proves nothing', async () => {
    const device = await signInFrom(t.app, 'demo01', 'Demo1234', OWNER);
    for (let i = 1; i <= 5; i++) {
      const res = await postLogin(t.app, 'demo01', `Wrong${i}x`, {}, from(OWNER, device));
      expect(errorOf(res).errorCode, `failure ${i}`).toBe('login.failed');
      // Only the last failure tells the app that the next try needs the captcha.
      expect(errorOf(res).value?.captcha ?? false, `failure ${i}`).toBe(i === 5);
    }
    const next = await postLogin(t.app, 'demo01', 'Demo1234', {}, from(OWNER, device));
    expect(errorOf(next).errorCode).toBe('captcha.required');
    expectOk(await loginWithCaptcha('demo01', 'Demo1234', OWNER, device));
  });

  it('throttles the known devices of an account: 10 failures an hour over all of them', async () => {
    const devices = [
      await signInFrom(t.app, 'demo01', 'Demo1234', '10.2.0.1'),
      await signInFrom(t.app, 'demo01', 'Demo1234', '10.2.0.2'),
      await signInFrom(t.app, 'demo01', 'Demo1234', '10.2.0.3'),
    ];
    for (const [device, times] of [
      [devices[0], 4],
      [devices[1], 4],
      [devices[2], 2],
    ] as const) {
      for (let i = 0; i < times; i++) {
        const res = await postLogin(t.app, 'demo01', 'Wrong123x', {}, from(OWNER, device));
        expect(errorOf(res).errorCode).toBe('login.failed');
      }
    }
    const third = postLogin.bind(null, t.app, 'demo01', 'Demo1234', {});
    expect(errorOf(await third(from('10.2.0.3', devices[2]))).errorCode).toBe('captcha.required');
    clock.advance(60 * MINUTE);
    expectOk(await third(from('10.2.0.3', devices[2])));
  });
});

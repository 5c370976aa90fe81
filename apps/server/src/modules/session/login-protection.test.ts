import { errorEnvelope } from '@lotto/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DEVICE_ID,
  deviceCookieOf,
  newCaptcha,
  postLogin,
  type SendOptions,
  testClock,
} from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** Login protection: captcha scope and decay, known devices, and the hard limits (A.4, A.5). */

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
/** Attacking clients: ten tries from each address stay under the per-minute route limits. */
const attacker = (i: number) => `10.66.${Math.floor(i / 10)}.${(i % 10) + 1}`;

const from = (remoteAddress: string, cookies: Record<string, string> = {}): SendOptions => ({
  remoteAddress,
  cookies,
});
const errorOf = (res: { json(): unknown }) => errorEnvelope.parse(res.json());
const ok = (res: LightMyRequestResponse) => expect(res.statusCode, res.body).toBe(200);

/** A login with a freshly solved captcha (and the cookies given), from the given address. */
const loginWithCaptcha = async (
  username: string,
  password: string,
  ip: string,
  cookies: Record<string, string> = {},
) => {
  const captcha = await newCaptcha(t.app, ip);
  return postLogin(
    t.app,
    username,
    password,
    { captcha: captcha.code },
    from(ip, { ...cookies, ...captcha.cookies }),
  );
};

/** Signs in without a captcha and answers the device cookie the answer set. */
const signIn = async (username: string, password: string, ip: string) => {
  const res = await postLogin(t.app, username, password, {}, from(ip));
  ok(res);
  return deviceCookieOf(res);
};

const failFromAttackers = async (username: string, times: number) => {
  for (let i = 0; i < times; i++) {
    const res = await loginWithCaptcha(username, `Guess${i}x`, attacker(i));
    expect(res.statusCode, `failure ${i + 1}`).toBe(400);
  }
};

describe('known devices (A.4)', () => {
  it('lets the owner in from a known device at once after 50 failures elsewhere', async () => {
    const device = await signIn('demo01', 'Demo1234', OWNER);
    await failFromAttackers('demo01', 50);

    const owner = await postLogin(t.app, 'demo01', 'Demo1234', {}, from(OWNER, device));
    ok(owner);
    // Each sign-in rotates the device's secret.
    expect(deviceCookieOf(owner).login_device).not.toBe(device.login_device);

    // An unknown client with the right password is asked for the captcha, and gets in with it.
    const bare = await postLogin(t.app, 'demo01', 'Demo1234', {}, from(STRANGER));
    expect(errorOf(bare)).toMatchObject({
      errorCode: 'captcha.required',
      value: { captcha: true },
    });
    ok(await loginWithCaptcha('demo01', 'Demo1234', STRANGER));
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
    await signIn('demo01', 'Demo1234', OWNER);
    const demo02Device = await signIn('demo02', 'Demo1234', STRANGER);
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
    const device = await signIn('demo01', 'Demo1234', OWNER);
    for (let i = 1; i <= 5; i++) {
      const res = await postLogin(t.app, 'demo01', `Wrong${i}x`, {}, from(OWNER, device));
      expect(errorOf(res).errorCode, `failure ${i}`).toBe('login.failed');
      // Only the last failure tells the app that the next try needs the captcha.
      expect(errorOf(res).value?.captcha ?? false, `failure ${i}`).toBe(i === 5);
    }
    const next = await postLogin(t.app, 'demo01', 'Demo1234', {}, from(OWNER, device));
    expect(errorOf(next).errorCode).toBe('captcha.required');
    ok(await loginWithCaptcha('demo01', 'Demo1234', OWNER, device));
  });

  it('throttles the known devices of an account: 10 failures an hour over all of them', async () => {
    const devices = [
      await signIn('demo01', 'Demo1234', '10.2.0.1'),
      await signIn('demo01', 'Demo1234', '10.2.0.2'),
      await signIn('demo01', 'Demo1234', '10.2.0.3'),
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
    ok(await third(from('10.2.0.3', devices[2])));
  });
});

describe('captcha scope and decay (A.5)', () => {
  it('asks for the captcha only from the client that failed, for that account', async () => {
    await postLogin(t.app, 'demo01', 'Wrong123x', {}, from(OWNER));
    ok(await postLogin(t.app, 'demo02', 'Demo1234', {}, from(OWNER)));
    const again = await postLogin(t.app, 'demo01', 'Demo1234', {}, from(OWNER));
    expect(errorOf(again)).toMatchObject({
      errorCode: 'captcha.required',
      value: { captcha: true },
    });
    ok(await postLogin(t.app, 'demo01', 'Demo1234', {}, from(STRANGER)));
  });

  it('forgets the captcha state of an account and client after 15 minutes', async () => {
    await postLogin(t.app, 'demo01', 'Wrong123x', {}, from(OWNER));
    clock.advance(15 * MINUTE - 1000);
    const still = await postLogin(t.app, 'demo01', 'Demo1234', {}, from(OWNER));
    expect(errorOf(still).errorCode).toBe('captcha.required');
    clock.advance(1000);
    ok(await postLogin(t.app, 'demo01', 'Demo1234', {}, from(OWNER)));
  });

  it('asks every unknown client for the captcha after 3 failures of the account', async () => {
    await failFromAttackers('demo01', 2);
    ok(await postLogin(t.app, 'demo01', 'Demo1234', {}, from(STRANGER)));
    await failFromAttackers('demo01', 3);
    const third = await postLogin(t.app, 'demo01', 'Demo1234', {}, from(OWNER));
    expect(errorOf(third).errorCode).toBe('captcha.required');
    clock.advance(15 * MINUTE);
    ok(await postLogin(t.app, 'demo01', 'Demo1234', {}, from(OWNER)));
  });

  it('answers captcha.invalid with the flag for a wrong captcha', async () => {
    await postLogin(t.app, 'demo01', 'Wrong123x', {}, from(OWNER));
    const { cookies, code } = await newCaptcha(t.app, OWNER);
    const wrongCode = code === '0000' ? '1111' : '0000';
    const res = await postLogin(
      t.app,
      'demo01',
      'Demo1234',
      { captcha: wrongCode },
      from(OWNER, cookies),
    );
    expect(errorOf(res)).toMatchObject({ errorCode: 'captcha.invalid', value: { captcha: true } });
  });

  it('answers an unknown name exactly as a real account, and locks neither', async () => {
    await failFromAttackers('nobody99', 12);
    await failFromAttackers('demo02', 12);
    const unknown = await loginWithCaptcha('nobody99', 'Whatever1', STRANGER);
    const wrong = await loginWithCaptcha('demo02', 'Whatever1', STRANGER);
    expect(unknown.json()).toEqual(wrong.json());
    expect(errorOf(wrong).errorCode).toBe('login.failed');
    ok(await loginWithCaptcha('demo02', 'Demo1234', STRANGER));
  });

  it('stops an address after 100 failures an hour over all accounts', async () => {
    const site = await t.db.selectFrom('merchants').select('id').executeTakeFirstOrThrow();
    const failures = Array.from({ length: 100 }, (_, i) => ({
      merchant_id: site.id,
      account_key: `u:user${i}`,
      client_key: OWNER,
      member_id: null,
      created_at: clock.now() - 30 * MINUTE,
    }));
    await t.db.insertInto('login_failures').values(failures).execute();
    const res = await loginWithCaptcha('demo02', 'Demo1234', OWNER);
    expect(res.statusCode).toBe(429);
    expect(errorOf(res).errorCode).toBe('too.many.requests');
    ok(await postLogin(t.app, 'demo02', 'Demo1234', {}, from(STRANGER)));
    clock.advance(30 * MINUTE);
    ok(await postLogin(t.app, 'demo02', 'Demo1234', {}, from(OWNER)));
  });
});

describe('login rate limit', () => {
  it('allows 30 logins a minute per address, then answers 429', async () => {
    for (let i = 0; i < 30; i++) {
      const res = await postLogin(t.app, '', 'x', {}, from(OWNER));
      expect(res.statusCode).toBe(400);
    }
    const over = await postLogin(t.app, 'demo01', 'Demo1234', {}, from(OWNER));
    expect(over.statusCode).toBe(429);
    expect(errorOf(over).errorCode).toBe('too.many.requests');
    ok(await postLogin(t.app, 'demo01', 'Demo1234', {}, from(STRANGER)));
  });
});

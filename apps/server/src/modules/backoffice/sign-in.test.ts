import { ADMIN_LIMITS } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../../test/members.js';
import { createTestApp, createTestApps, type TestApp } from '../../../test/test-app.js';
import { DEMO_OPERATOR_PASSWORD } from '../../seed/demo-operators.js';
import { hashPassword } from '../member/index.js';
import { deviceCookieOf, postSignIn, secretOf } from './backoffice.test-support.js';
import { totpCode } from './totp.js';

/**
 * Failed sign-ins never lock an operator out: they close the username and the address to
 * unknown clients for a while, but the operator's known device (the cookie an earlier sign-in
 * gave) still gets in with the right password and code.
 */

const clock = manualClock();
let apps: TestApp[] = [];
const appOf = async (count = 1) => {
  apps =
    count === 1
      ? [await createTestApp({ config: { now: clock.now } })]
      : await createTestApps(count, { config: { now: clock.now } });
  return apps;
};
afterEach(async () => {
  for (const t of apps.reverse()) await t.close();
  apps = [];
});

const USER = 'demo_support';
const wrong = { username: USER, password: 'guessed-wrong', code: '000000' };
/** The right password and the current code, a fresh code period on (a code opens one session). */
const right = () => {
  clock.advance(30_000);
  return {
    username: USER,
    password: DEMO_OPERATOR_PASSWORD,
    code: totpCode(secretOf(USER), clock.now()),
  };
};
/** Signs the operator in from an unknown client at the office; answers the device's cookie. */
const knownDeviceOf = async (t: TestApp) => {
  const res = await postSignIn(t.app, right(), '10.7.0.1');
  expect(res.statusCode, res.body).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'lotto_admin_device');
  expect(cookie).toMatchObject({ path: '/admin/api/session', httpOnly: true, sameSite: 'Strict' });
  return deviceCookieOf(res);
};
/** Wrong sign-ins on the username, each from another address. */
const attack = async (t: TestApp, count: number, from = 0) => {
  for (let i = 0; i < count; i++) {
    const res = await postSignIn(
      t.app,
      wrong,
      `172.16.${Math.floor((from + i) / 250)}.${(from + i) % 250}`,
    );
    expect([401, 429]).toContain(res.statusCode);
  }
};

describe('operator sign-in under attack', () => {
  beforeEach(() => clock.advance(ADMIN_LIMITS.loginFailureWindowMs * 2));

  it('lets the operator in from a known device after wrong sign-ins from many addresses, every time', async () => {
    const [t] = await appOf();
    if (!t) throw new Error('no app');
    let device = await knownDeviceOf(t);
    for (let round = 0; round < 2; round++) {
      await attack(t, ADMIN_LIMITS.loginFailuresMax * 4, round * 100);
      // Any other client, even with the right password and code, is refused for now.
      expect((await postSignIn(t.app, right(), '10.7.0.9')).statusCode).toBe(429);
      const res = await postSignIn(t.app, right(), '10.7.0.2', device);
      expect(res.statusCode, res.body).toBe(200);
      // Each sign-in gives the device a fresh secret; the old one is spent.
      const next = deviceCookieOf(res);
      expect(next).not.toBe(device);
      device = next;
    }
  });

  it('lets the known device in from an address that hit its own limits', async () => {
    const [t] = await appOf();
    if (!t) throw new Error('no app');
    const device = await knownDeviceOf(t);
    // The office's shared address: many wrong names from it, past the per-address limits.
    for (let i = 0; i <= ADMIN_LIMITS.loginFailuresPerAddress; i++) {
      await postSignIn(t.app, { ...wrong, username: `nobody_${i}` }, '10.7.0.1');
    }
    expect(
      (await postSignIn(t.app, { ...wrong, username: 'someone' }, '10.7.0.1')).statusCode,
    ).toBe(429);
    const res = await postSignIn(t.app, right(), '10.7.0.1', device);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses the attacker: a made-up or used-up device cookie is an unknown client', async () => {
    const [t] = await appOf();
    if (!t) throw new Error('no app');
    const device = await knownDeviceOf(t);
    await attack(t, ADMIN_LIMITS.loginFailuresMax);
    const madeUp = `lotto_admin_device=${'A'.repeat(43)}`;
    expect((await postSignIn(t.app, right(), '172.20.0.1', madeUp)).statusCode).toBe(429);
    // A stolen device secret buys a few guesses only, then counts as any other client.
    for (let i = 0; i < 5; i++) {
      const res = await postSignIn(t.app, wrong, `172.21.0.${i}`, device);
      expect(res.json().errorCode).toBe('admin.login.failed');
    }
    expect((await postSignIn(t.app, right(), '172.21.0.9', device)).statusCode).toBe(429);
    // The window over, the operator gets in again from anywhere.
    clock.advance(ADMIN_LIMITS.loginFailureWindowMs);
    expect((await postSignIn(t.app, right(), '10.7.0.3')).statusCode).toBe(200);
  });

  it("counts an address's failures over every process, not per process", async () => {
    const [first, second] = await appOf(2);
    if (!first || !second) throw new Error('no apps');
    for (let i = 0; i < ADMIN_LIMITS.loginFailuresPerAddress; i++) {
      const res = await postSignIn(first.app, { ...wrong, username: `nobody_${i}` }, '172.22.0.1');
      expect(res.statusCode).toBe(401);
    }
    const elsewhere = await postSignIn(
      second.app,
      { ...wrong, username: 'other_name' },
      '172.22.0.1',
    );
    expect(elsewhere.statusCode).toBe(429);
    expect((await postSignIn(second.app, right(), '172.22.0.2')).statusCode).toBe(200);
  });
});

describe('the password hash at sign-in', () => {
  const storedHash = async (t: TestApp) =>
    (
      await t.db
        .selectFrom('operators')
        .select('password_hash')
        .where('username', '=', USER)
        .executeTakeFirstOrThrow()
    ).password_hash;

  it('is made again at the configured cost after a right sign-in, never after a wrong one', async () => {
    // The demo seed's cost (the floor), below this app's.
    const t = await createTestApp({ config: { now: clock.now, passwordHashLog2: 12 } });
    apps = [t];
    const cheap = await hashPassword(DEMO_OPERATOR_PASSWORD, 10);
    await t.db.updateTable('operators').set({ password_hash: cheap }).execute();
    expect((await postSignIn(t.app, { ...right(), password: 'guessed-wrong' })).statusCode).toBe(
      401,
    );
    expect((await postSignIn(t.app, { ...right(), code: '000000' })).statusCode).toBe(401);
    expect(await storedHash(t)).toBe(cheap);
    expect((await postSignIn(t.app, right())).statusCode).toBe(200);
    const upgraded = await storedHash(t);
    expect(upgraded.split('$')[1]).toBe(String(2 ** 12));
    expect((await postSignIn(t.app, right(), '10.7.0.4')).statusCode).toBe(200);
    expect(await storedHash(t)).toBe(upgraded);
  });
});

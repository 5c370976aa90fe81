import {
  API,
  deviceSessionList,
  errorEnvelope,
  okEnvelope,
  pathWith,
  signOutAnswer,
} from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authHeaders, loginAs, postLogin, testClock } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { SESSION_LIMITS } from './session.service.js';

/** The security centre's sessions and devices: listed, signed out one by one or all others. */

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

let t: TestApp;
let clock: ReturnType<typeof testClock>;
beforeEach(async () => {
  clock = testClock();
  t = await createTestApp({ config: { now: clock.now } });
});
afterEach(() => t.close());

/** Logs demo01 (or another) in from a device, with its user agent and address. */
const signIn = async (
  device: string,
  userAgent: string,
  remoteAddress: string,
  username = 'demo01',
  password = 'Demo1234',
) => {
  const res = await postLogin(
    t.app,
    username,
    password,
    { loginDeviceId: device },
    { headers: { 'user-agent': userAgent }, remoteAddress },
  );
  expect(res.json(), res.body).toMatchObject({ success: true });
  return (res.json() as { value: { token: string } }).value.token;
};

const list = (token?: string) =>
  t.app.inject({
    method: 'GET',
    url: API.session.devices,
    headers: token === undefined ? {} : authHeaders(token),
  });
const devicesOf = async (token: string) =>
  okEnvelope(deviceSessionList).parse((await list(token)).json()).value.sessions;
const signOutOne = (id: number | string, token?: string) =>
  t.app.inject({
    method: 'DELETE',
    url: pathWith(API.session.signOutDevice, { id }),
    headers: token === undefined ? {} : authHeaders(token),
  });
const signOutOthers = (token?: string) =>
  t.app.inject({
    method: 'DELETE',
    url: API.session.devices,
    headers: token === undefined ? {} : authHeaders(token),
  });
const errorCode = (res: { json(): unknown }) => errorEnvelope.parse(res.json()).errorCode;
const ended = (res: { json(): unknown }) => okEnvelope(signOutAnswer).parse(res.json()).value.ended;
const isLive = async (token: string) => (await list(token)).statusCode === 200;

describe('GET /wps/session/devices', () => {
  it('names each device from its user agent and places it by its address', async () => {
    await signIn('phone-000001', ANDROID, '192.168.1.20');
    clock.advance(60_000);
    const desk = await signIn('desk-0000001', WINDOWS, '203.0.113.45');
    const devices = await devicesOf(desk);
    expect(devices.map((d) => [d.current, d.device, d.place])).toEqual([
      [
        true,
        { kind: 'desktop', os: 'Windows', browser: 'Chrome', app: false },
        { kind: 'public', maskedIp: '203.0.113.*', country: 'US' },
      ],
      [
        false,
        { kind: 'phone', os: 'Android', browser: 'Chrome', app: false },
        { kind: 'private', maskedIp: '192.168.1.*', country: null },
      ],
    ]);
  });

  it('shows one entry per device, however often it signed in, and none of others', async () => {
    await signIn('phone-000001', ANDROID, '10.0.0.7');
    await signIn('phone-000001', ANDROID, '10.0.0.7');
    await signIn('desk-0000002', WINDOWS, '127.0.0.1', 'demo02');
    const desk = await signIn('desk-0000001', WINDOWS, '127.0.0.1');
    const devices = await devicesOf(desk);
    expect(devices.map((d) => [d.deviceId, d.sessions, d.place.kind])).toEqual([
      ['desk-0000001', 1, 'loopback'],
      ['phone-000001', 2, 'private'],
    ]);
  });

  it('names a session without a user agent an unknown device', async () => {
    const res = await postLogin(t.app, 'demo01', 'Demo1234', { loginDeviceId: 'bare-0000001' });
    const { token } = (res.json() as { value: { token: string } }).value;
    const [own] = await devicesOf(token);
    expect(own?.device).toEqual({ kind: 'unknown', os: null, browser: null, app: false });
  });

  it('answers 401 without a session', async () => {
    expect(errorCode(await list())).toBe('user.or.token.invalid');
  });
});

describe('DELETE /wps/session/devices/:id', () => {
  it('signs out every session of that device at once, and nothing else', async () => {
    const phone = await signIn('phone-000001', ANDROID, '10.0.0.7');
    const phoneTab = await signIn('phone-000001', ANDROID, '10.0.0.7');
    const stranger = await signIn('desk-0000002', WINDOWS, '10.0.0.9', 'demo02');
    const desk = await signIn('desk-0000001', WINDOWS, '10.0.0.8');
    const entry = (await devicesOf(desk)).find((d) => !d.current);
    expect(ended(await signOutOne(entry?.id ?? 0, desk))).toBe(2);
    // The signed-out device's next call is refused at once.
    expect(errorCode(await list(phone))).toBe('login.not.session');
    expect(errorCode(await list(phoneTab))).toBe('login.not.session');
    expect(await isLive(desk)).toBe(true);
    expect(await isLive(stranger)).toBe(true);
    expect((await devicesOf(desk)).map((d) => d.deviceId)).toEqual(['desk-0000001']);
  });

  it("refuses another member's session as if it did not exist, and changes nothing", async () => {
    const stranger = await signIn('desk-0000002', WINDOWS, '10.0.0.9', 'demo02');
    const strangerId = (await devicesOf(stranger))[0]?.id ?? 0;
    const desk = await signIn('desk-0000001', WINDOWS, '10.0.0.8');
    const res = await signOutOne(strangerId, desk);
    expect(res.statusCode).toBe(404);
    expect(errorCode(res)).toBe('session.not.exist');
    expect(await isLive(stranger)).toBe(true);
  });

  it('refuses an unknown, ended or expired session with session.not.exist', async () => {
    const phone = await signIn('phone-000001', ANDROID, '10.0.0.7');
    const phoneId = (await devicesOf(phone))[0]?.id ?? 0;
    const desk = await signIn('desk-0000001', WINDOWS, '10.0.0.8');
    expect(errorCode(await signOutOne(999_999, desk))).toBe('session.not.exist');
    expect(ended(await signOutOne(phoneId, desk))).toBe(1);
    expect(errorCode(await signOutOne(phoneId, desk))).toBe('session.not.exist');

    const old = await signIn('old-00000001', ANDROID, '10.0.0.7');
    const oldId = (await devicesOf(old))[0]?.id ?? 0;
    clock.advance(SESSION_LIMITS.idleMs);
    const late = await signIn('desk-0000001', WINDOWS, '10.0.0.8');
    expect(errorCode(await signOutOne(oldId, late))).toBe('session.not.exist');
  });

  it("refuses the caller's own device (logout signs it out) and keeps it", async () => {
    const desk = await signIn('desk-0000001', WINDOWS, '10.0.0.8');
    const own = (await devicesOf(desk))[0]?.id ?? 0;
    const res = await signOutOne(own, desk);
    expect(res.statusCode).toBe(409);
    expect(errorCode(res)).toBe('session.current');
    expect(await isLive(desk)).toBe(true);
  });

  it('refuses an id that is not a positive whole number', async () => {
    const desk = await signIn('desk-0000001', WINDOWS, '10.0.0.8');
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
      expect(errorCode(await signOutOne(bad, desk)), bad).toBe('request_param_err');
    }
  });

  it('answers 401 without a session', async () => {
    expect(errorCode(await signOutOne(1))).toBe('user.or.token.invalid');
  });
});

describe('DELETE /wps/session/devices', () => {
  it("signs out every other session of the member at once, the caller's stays", async () => {
    const phone = await signIn('phone-000001', ANDROID, '10.0.0.7');
    const stranger = await signIn('desk-0000002', WINDOWS, '10.0.0.9', 'demo02');
    const sameDeviceOlder = await signIn('desk-0000001', WINDOWS, '10.0.0.8');
    const desk = await signIn('desk-0000001', WINDOWS, '10.0.0.8');
    expect(ended(await signOutOthers(desk))).toBe(2);
    expect(errorCode(await list(phone))).toBe('login.not.session');
    expect(errorCode(await list(sameDeviceOlder))).toBe('login.not.session');
    expect(await isLive(desk)).toBe(true);
    expect(await isLive(stranger)).toBe(true);
    expect(ended(await signOutOthers(desk))).toBe(0);
  });

  it('answers 401 without a session', async () => {
    expect(errorCode(await signOutOthers())).toBe('user.or.token.invalid');
  });
});

it('keeps working for a member logged in the usual way', async () => {
  const session = await loginAs(t.app, 'demo01', 'Demo1234');
  expect(await devicesOf(session.token)).toHaveLength(1);
});

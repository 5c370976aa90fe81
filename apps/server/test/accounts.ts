import { createHash, generateKeyPairSync } from 'node:crypto';
import {
  API,
  captchaAnswer,
  HEADERS,
  type LoginAnswer,
  type LoginPayload,
  loginAnswer,
  okEnvelope,
  publicKeyAnswer,
} from '@lotto/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { BODY_KEY_NAME } from '../src/modules/crypto/index.js';
import { makeNonce, seal } from './encrypt.js';

/** Helpers for tests of sessions, login and registration. */

export const DEVICE_ID = 'test-device-0001';

/** A clock a test moves by hand; pass `now: clock.now` in the test app's config. */
export const testClock = (start = Date.UTC(2026, 5, 1, 12)) => {
  let current = start;
  return {
    now: () => current,
    advance: (ms: number) => {
      current += ms;
    },
  };
};

const DAY = 24 * 60 * 60_000;
/**
 * Today's 06:00 UTC, about noon on the demo site (Asia/Yangon, UTC+6:30): near the real date for
 * a test that needs it, yet one that moves its clock a day or a scan on never crosses a site
 * midnight it did not mean to, as tests started at the real time of day did late in the evening.
 * A second and a bit past the hour: a clock standing on the jobs' slots would stamp a test's
 * activity at the very instant a scan had just read up to, which a running clock never does.
 */
export const siteNoonToday = () => Math.floor(Date.now() / DAY) * DAY + 6 * 60 * 60_000 + 1_234;

/**
 * The real time to the minute (and a second and a bit past it), moved by `offsetMs`: the apps of
 * a file made within one minute share one seeded template (seed-template keys a clock off the
 * real time by its exact instant), where the exact real time made one per test.
 */
export const realMinute = (offsetMs = 0) =>
  Math.floor(Date.now() / 60_000) * 60_000 + 1_234 + offsetMs;

/** Freshness fields by the app's own clock, as a client with a correct clock sends them. */
export const fresh = (app: FastifyInstance) => ({
  timestamp: app.config.now(),
  nonce: makeNonce(),
});

export interface SendOptions {
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
  remoteAddress?: string;
}

let sharedKey: { public_key: string; private_key: string } | undefined;
/**
 * Making an RSA key takes a third of a second; tests that are not about the key share one per
 * worker, stored before the app's first use so the app reads it like any stored key.
 */
const installSharedKey = async (app: FastifyInstance) => {
  sharedKey ??= (() => {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    return {
      public_key: pair.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
      private_key: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    };
  })();
  await app.database.db
    .insertInto('server_keys')
    .values({ name: BODY_KEY_NAME, key_id: 'test-key', created_at: 0, ...sharedKey })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
};

/** Sends a payload encrypted for the app's current key. */
export const sendEncrypted = async (
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  payload: object,
  options: SendOptions = {},
): Promise<LightMyRequestResponse> => {
  await installSharedKey(app);
  const keyAnswer = await app.inject({ method: 'GET', url: API.session.publicKey });
  const { publicKey } = okEnvelope(publicKeyAnswer).parse(keyAnswer.json()).value;
  const sealed = await seal(publicKey, payload);
  return app.inject({
    method,
    url,
    payload: sealed.body,
    headers: { ...sealed.headers, ...options.headers },
    ...(options.cookies ? { cookies: options.cookies } : {}),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
};

/** A login payload with fresh freshness fields; `extra` overrides any field. */
export const loginPayloadFor = (
  app: FastifyInstance,
  username: string,
  password: string,
  extra: Partial<LoginPayload> = {},
): LoginPayload => ({
  ...fresh(app),
  type: 'username',
  username,
  password,
  loginDeviceId: DEVICE_ID,
  ...extra,
});

export const postLogin = (
  app: FastifyInstance,
  username: string,
  password: string,
  extra: Partial<LoginPayload> = {},
  options: SendOptions = {},
) =>
  sendEncrypted(
    app,
    'POST',
    API.session.login,
    loginPayloadFor(app, username, password, extra),
    options,
  );

/** Logs in and answers the session; fails the test when login fails. */
export const loginAs = async (
  app: FastifyInstance,
  username: string,
  password: string,
  extra: Partial<LoginPayload> = {},
): Promise<LoginAnswer> => {
  const res = await postLogin(app, username, password, extra);
  expect(res.json(), res.body).toMatchObject({ success: true });
  return okEnvelope(loginAnswer).parse(res.json()).value;
};

export const authHeaders = (token: string) => ({ [HEADERS.authorization]: token });

/** The device cookie a sign-in set (login, registration, phone reset), as cookies to send. */
export const deviceCookieOf = (res: LightMyRequestResponse) => {
  const cookie = res.cookies.find((c) => c.name === 'login_device');
  if (!cookie) throw new Error(`no device cookie: ${res.body}`);
  return { login_device: cookie.value };
};

/**
 * Reads a captcha's code the way only a test can: from the stored hash, trying every code of
 * its length (the image itself is meant to be hard for machines).
 */
export const solveCaptcha = async (app: FastifyInstance, id: string, length: number) => {
  const row = await app.database.db
    .selectFrom('captchas')
    .select('code_hash')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  for (let n = 0; n < 10 ** length; n++) {
    const code = String(n).padStart(length, '0');
    const hash = createHash('sha256').update(`${id}:${code}`).digest('hex');
    if (hash === row.code_hash) return code;
  }
  throw new Error('captcha code not found');
};

/** Fetches a captcha and answers its cookie and (solved) code. */
export const newCaptcha = async (app: FastifyInstance, remoteAddress?: string) => {
  const res = await app.inject({
    method: 'GET',
    url: API.captcha,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  expect(res.statusCode).toBe(200);
  const { length } = okEnvelope(captchaAnswer).parse(res.json()).value;
  const cookie = res.cookies.find((c) => c.name === 'captcha_id');
  if (!cookie) throw new Error('no captcha cookie');
  return {
    cookies: { captcha_id: cookie.value },
    code: await solveCaptcha(app, cookie.value, length),
  };
};

/** Asks for an SMS code the way the app does and reads it from the outbox. */
export const smsCodeFor = async (
  app: FastifyInstance,
  path: string,
  mobileNum: string,
  countryDialingCode = '95',
) => {
  const res = await app.inject({
    method: 'POST',
    url: path,
    payload: { mobileNum, countryDialingCode },
  });
  expect(res.json(), res.body).toMatchObject({ success: true });
  const sent = await app.database.db
    .selectFrom('outbox')
    .select('body')
    .where('channel', '=', 'sms')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const code = sent.body.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code in ${sent.body}`);
  return code;
};

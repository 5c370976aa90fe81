import { errorEnvelope } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newCaptcha, postLogin, testClock } from '../../../test/accounts.js';
import {
  failFromAttackers as attackersFail,
  loginWithCaptcha as captchaLogin,
  expectOk,
  from,
} from '../../../test/login.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** Login protection: the captcha's scope and decay, and the hard limits (A.5). */

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

describe('captcha scope and decay (A.5)', () => {
  it('asks for the captcha only from the client that failed, for that account', async () => {
    await postLogin(t.app, 'demo01', 'Wrong123x', {}, from(OWNER));
    expectOk(await postLogin(t.app, 'demo02', 'Demo1234', {}, from(OWNER)));
    const again = await postLogin(t.app, 'demo01', 'Demo1234', {}, from(OWNER));
    expect(errorOf(again)).toMatchObject({
      errorCode: 'captcha.required',
      value: { captcha: true },
    });
    expectOk(await postLogin(t.app, 'demo01', 'Demo1234', {}, from(STRANGER)));
  });

  it('forgets the captcha state of an account and client after 15 minutes', async () => {
    await postLogin(t.app, 'demo01', 'Wrong123x', {}, from(OWNER));
    clock.advance(15 * MINUTE - 1000);
    const still = await postLogin(t.app, 'demo01', 'Demo1234', {}, from(OWNER));
    expect(errorOf(still).errorCode).toBe('captcha.required');
    clock.advance(1000);
    expectOk(await postLogin(t.app, 'demo01', 'Demo1234', {}, from(OWNER)));
  });

  it('asks every unknown client for the captcha after 3 failures of the account', async () => {
    await failFromAttackers('demo01', 2);
    expectOk(await postLogin(t.app, 'demo01', 'Demo1234', {}, from(STRANGER)));
    await failFromAttackers('demo01', 3);
    const third = await postLogin(t.app, 'demo01', 'Demo1234', {}, from(OWNER));
    expect(errorOf(third).errorCode).toBe('captcha.required');
    clock.advance(15 * MINUTE);
    expectOk(await postLogin(t.app, 'demo01', 'Demo1234', {}, from(OWNER)));
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
    expectOk(await loginWithCaptcha('demo02', 'Demo1234', STRANGER));
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
    expectOk(await postLogin(t.app, 'demo02', 'Demo1234', {}, from(STRANGER)));
    clock.advance(30 * MINUTE);
    expectOk(await postLogin(t.app, 'demo02', 'Demo1234', {}, from(OWNER)));
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
    expectOk(await postLogin(t.app, 'demo01', 'Demo1234', {}, from(STRANGER)));
  });
});

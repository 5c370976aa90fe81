import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { deviceCookieOf, newCaptcha, postLogin, type SendOptions } from './accounts.js';

/** Helpers for tests of login protection: clients, captchas, known devices, attackers. */

export const from = (remoteAddress: string, cookies: Record<string, string> = {}): SendOptions => ({
  remoteAddress,
  cookies,
});

export const expectOk = (res: LightMyRequestResponse) => expect(res.statusCode, res.body).toBe(200);

/** A login with a freshly solved captcha (and the cookies given), from the given address. */
export const loginWithCaptcha = async (
  app: FastifyInstance,
  username: string,
  password: string,
  ip: string,
  cookies: Record<string, string> = {},
) => {
  const captcha = await newCaptcha(app, ip);
  const sent = from(ip, { ...cookies, ...captcha.cookies });
  return postLogin(app, username, password, { captcha: captcha.code }, sent);
};

/** Signs in without a captcha and answers the device cookie the answer set. */
export const signInFrom = async (
  app: FastifyInstance,
  username: string,
  password: string,
  ip: string,
) => {
  const res = await postLogin(app, username, password, {}, from(ip));
  expectOk(res);
  return deviceCookieOf(res);
};

/** Attacking clients: ten tries from each address stay under the per-minute route limits. */
export const attacker = (i: number) => `10.66.${Math.floor(i / 10)}.${(i % 10) + 1}`;

/** Wrong passwords with solved captchas, from as many attacking clients as needed. */
export const failFromAttackers = async (app: FastifyInstance, username: string, times: number) => {
  for (let i = 0; i < times; i++) {
    const res = await loginWithCaptcha(app, username, `Guess${i}x`, attacker(i));
    expect(res.statusCode, `failure ${i + 1}`).toBe(400);
  }
};

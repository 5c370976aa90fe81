import { API, type RegisterPayload } from '@lotto/contract';
import type { FastifyInstance } from 'fastify';
import { DEVICE_ID, fresh, newCaptcha, sendEncrypted } from './accounts.js';

/** Helpers for tests of registration: a valid username registration, changed by `extra`. */

export const registerPayloadFor = (
  app: FastifyInstance,
  extra: Partial<RegisterPayload> = {},
): RegisterPayload => ({
  ...fresh(app),
  loginDeviceId: DEVICE_ID,
  type: 0,
  registerUrl: 'localhost',
  registerMethod: 'H5',
  normalRegistration: true,
  ageConfirmed: true,
  username: 'newbie01',
  password: 'Pass1234',
  confirmPassword: 'Pass1234',
  ...extra,
});

let nextIp = 1;
/** Registers with a solved captcha (unless told not to), each time from a new address. */
export const registerVia = async (
  app: FastifyInstance,
  extra: Partial<RegisterPayload> = {},
  options: { captcha?: boolean } = {},
) => {
  const remoteAddress = `10.3.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;
  if (options.captcha === false) {
    const payload = registerPayloadFor(app, extra);
    return sendEncrypted(app, 'PUT', API.member.register, payload, { remoteAddress });
  }
  const { cookies, code } = await newCaptcha(app, remoteAddress);
  const payload = registerPayloadFor(app, { captcha: code, ...extra });
  return sendEncrypted(app, 'PUT', API.member.register, payload, { remoteAddress, cookies });
};

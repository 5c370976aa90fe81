import {
  type AnswerOf,
  accountEndpoints,
  type EndpointSpec,
  HEADERS,
  type LoginAnswer,
  registrationEndpoints,
  verificationEndpoints,
} from '@lotto/contract';
import type { APIRequestContext } from '@playwright/test';
import { seal } from '../../apps/server/test/encrypt.js';
import { solveCaptcha } from './db.js';
import { smsCode } from './outbox.js';

/**
 * Setting up accounts without the UI, the way the app does it: encrypted bodies (the server's
 * own test sealer, written with WebCrypto as a browser runs it) and a solved captcha.
 */
const DEVICE = 'e2e-device-0001';

/** Calls an endpoint as its description says (method, path, module id); answers its value. */
export const callApi = async <E extends EndpointSpec>(
  request: APIRequestContext,
  endpoint: E,
  options: { headers?: Record<string, string>; data?: unknown } = {},
): Promise<AnswerOf<E>> => {
  const response = await request.fetch(endpoint.path, {
    method: endpoint.method,
    headers: { ...options.headers, [HEADERS.module]: endpoint.module },
    ...(options.data === undefined ? {} : { data: options.data }),
  });
  const json = (await response.json()) as {
    success: boolean;
    value?: unknown;
    errorCode?: string;
    message?: string;
  };
  if (!json.success) throw new Error(`${json.errorCode}: ${json.message}`);
  return (endpoint.answer as { parse(value: unknown): AnswerOf<E> }).parse(json.value);
};

const sealed = async (
  request: APIRequestContext,
  headers: Record<string, string>,
  payload: object,
  device = DEVICE,
) => {
  const key = await callApi(request, accountEndpoints.publicKey, { headers });
  const nonce = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
  return seal(key.publicKey, { ...payload, timestamp: Date.now(), nonce, loginDeviceId: device });
};

/** A unique name for a test's account: letters and digits, 6-16 long. */
export const uniqueName = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.slice(
    0,
    16,
  );

/** A unique Myanmar mobile number (national, 9 digits after the 9). */
export const uniqueMobile = () => `9${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

export interface NewMember {
  username: string;
  password: string;
  email?: string;
  /** Registered by mobile with the SMS code, so SMS login and reset by phone reach it. */
  mobileNum?: string;
  /** Site code; the demo site when absent. */
  merchant?: string;
}

/** The registration SMS code sent to a number (national, Myanmar). */
const registrationCode = async (
  request: APIRequestContext,
  headers: Record<string, string>,
  mobileNum: string,
) => {
  const since = Date.now();
  const data = { mobileNum, countryDialingCode: '95' };
  await callApi(request, verificationEndpoints.smsRegister, { headers, data });
  return smsCode(request, mobileNum, since, headers.merchant);
};

/**
 * Registers a member through the API (captcha solved): by username, or, with a mobile number,
 * by mobile with the SMS code (only a proved number belongs to its member).
 */
export const registerMember = async (
  request: APIRequestContext,
  member: NewMember,
): Promise<LoginAnswer> => {
  const headers: Record<string, string> = member.merchant ? { merchant: member.merchant } : {};
  const mobile = member.mobileNum
    ? {
        mobileNum: member.mobileNum,
        countryDialingCode: '95',
        verificationCode: await registrationCode(request, headers, member.mobileNum),
      }
    : null;
  await callApi(request, accountEndpoints.captcha, { headers });
  const captcha = await solveCaptcha((await request.storageState()).cookies);
  const body = await sealed(request, headers, {
    type: 0,
    registerUrl: 'localhost',
    registerMethod: 'H5',
    normalRegistration: mobile === null,
    ageConfirmed: true,
    username: member.username,
    password: member.password,
    confirmPassword: member.password,
    captcha,
    ...(member.email ? { email: member.email } : {}),
    ...mobile,
  });
  return callApi(request, registrationEndpoints.register, {
    data: body.body,
    headers: { ...headers, ...body.headers },
  });
};

/**
 * Logs in through the API (no captcha: the test's own address has not failed), from the e2e
 * device or another one (its device id and user agent).
 */
export const apiLogin = async (
  request: APIRequestContext,
  username: string,
  password: string,
  merchant?: string,
  from: { device?: string; userAgent?: string } = {},
): Promise<LoginAnswer> => {
  const headers: Record<string, string> = merchant ? { merchant } : {};
  const payload = { type: 'username', username, password };
  const body = await sealed(request, headers, payload, from.device);
  const agent: Record<string, string> = from.userAgent ? { 'user-agent': from.userAgent } : {};
  return callApi(request, accountEndpoints.login, {
    data: body.body,
    headers: { ...headers, ...agent, ...body.headers },
  });
};

/** Session info as the app stores it under MC_SESSION_INFO. */
export const sessionInfoOf = (answer: LoginAnswer) => ({
  token: answer.token,
  merchantCode: answer.merchantCode,
  userName: answer.userName,
  type: answer.customerType,
  firstTimeLogin: answer.firstTimeLogin,
});

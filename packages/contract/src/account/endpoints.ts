import { z } from 'zod/mini';
import { endpoint } from '../endpoint.js';
import { API } from '../paths.js';
import {
  forgotByEmailAnswer,
  forgotByEmailPayload,
  resetByLinkAnswer,
  resetByLinkPayload,
  resetByPhoneAnswer,
  resetByPhonePayload,
} from './password.js';
import {
  captchaAnswer,
  changePasswordPayload,
  deviceSessionList,
  freePlayPayload,
  loginAnswer,
  loginPayload,
  memberInfo as memberInfoAnswer,
  publicKeyAnswer,
  sessionRenewAnswer,
  trialUserAnswer,
} from './schemas.js';
import {
  socialCallbackQuery,
  socialExchangePayload,
  socialProviderParams,
  socialProvidersAnswer,
} from './social.js';

const LOGIN3 = { module: 'LOGIN3' } as const;
const MEMBER3 = { module: 'MEMBER3' } as const;

/** Sessions, login, captcha, the member, passwords, free trial and social login. */

/** The RSA key encrypted bodies are sealed for (COMM3: registration needs it too). */
export const publicKey = endpoint({
  method: 'GET',
  path: API.session.publicKey,
  module: 'COMM3',
  access: 'public',
  answer: publicKeyAnswer,
});

export const login = endpoint({
  method: 'POST',
  path: API.session.login,
  ...LOGIN3,
  access: 'public',
  body: loginPayload,
  encoding: 'encrypted',
  answer: loginAnswer,
});

export const logout = endpoint({
  method: 'DELETE',
  path: API.session.logout,
  ...LOGIN3,
  access: 'member',
  answer: z.null(),
});

/** Extends the session's idle expiry (use does too). */
export const renew = endpoint({
  method: 'POST',
  path: API.session.renew,
  ...LOGIN3,
  access: 'member',
  answer: sessionRenewAnswer,
});

/** The member's live sessions, one per device. */
export const devices = endpoint({
  method: 'GET',
  path: API.session.devices,
  ...LOGIN3,
  access: 'member',
  answer: deviceSessionList,
});

/** A fresh captcha image, bound to the client by an http-only cookie. */
export const captcha = endpoint({
  method: 'GET',
  path: API.captcha,
  module: 'CAPTCHA3',
  access: 'public',
  answer: captchaAnswer,
});

/** The member centre's view of the member (a free-trial account is refused: free_reject). */
export const memberInfo = endpoint({
  method: 'GET',
  path: API.member.info,
  ...MEMBER3,
  access: 'member',
  answer: memberInfoAnswer,
});

export const changePassword = endpoint({
  method: 'POST',
  path: API.member.password,
  ...MEMBER3,
  access: 'realMember',
  body: changePasswordPayload,
  answer: z.null(),
});

/** Mails a reset link; answers alike whether or not the account exists. */
export const forgotByEmail = endpoint({
  method: 'POST',
  path: API.member.forgotByEmail,
  ...MEMBER3,
  access: 'public',
  body: forgotByEmailPayload,
  encoding: 'form',
  answer: forgotByEmailAnswer,
});

export const resetByLink = endpoint({
  method: 'POST',
  path: API.member.resetByLink,
  ...MEMBER3,
  access: 'public',
  body: resetByLinkPayload,
  answer: resetByLinkAnswer,
});

export const resetByPhone = endpoint({
  method: 'POST',
  path: API.member.resetByPhone,
  ...MEMBER3,
  access: 'public',
  body: resetByPhonePayload,
  answer: resetByPhoneAnswer,
});

/** A new free-trial account name. */
export const trialUser = endpoint({
  method: 'GET',
  path: API.member.trialUser,
  ...LOGIN3,
  access: 'public',
  answer: trialUserAnswer,
});

/** A session for the trial account just named, or for a new one. */
export const freePlay = endpoint({
  method: 'POST',
  path: API.session.freePlay,
  ...LOGIN3,
  access: 'public',
  body: freePlayPayload,
  answer: loginAnswer,
});

export const socialProviders = endpoint({
  method: 'GET',
  path: API.session.socialProviders,
  ...LOGIN3,
  access: 'public',
  answer: socialProvidersAnswer,
});

/** Browser navigation: redirects to the provider. */
export const socialStart = endpoint({
  method: 'GET',
  path: API.session.socialStart,
  ...LOGIN3,
  access: 'public',
  params: socialProviderParams,
  produces: 'redirect',
});

/** The provider's redirect back: ends on the login page with a one-time code or an error. */
export const socialCallback = endpoint({
  method: 'GET',
  path: API.session.socialCallback,
  ...LOGIN3,
  access: 'public',
  params: socialProviderParams,
  query: socialCallbackQuery,
  produces: 'redirect',
});

export const socialExchange = endpoint({
  method: 'POST',
  path: API.session.socialExchange,
  ...LOGIN3,
  access: 'public',
  body: socialExchangePayload,
  answer: loginAnswer,
});

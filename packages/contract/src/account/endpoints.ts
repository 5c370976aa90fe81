import { z } from 'zod/mini';
import { endpoint } from '../endpoint.js';
import { onFirstUse } from '../on-first-use.js';
import {
  captchaAnswer,
  changePasswordPayload,
  deviceSessionList,
  deviceSignOutParams,
  freePlayPayload,
  loginAnswer,
  loginPayload,
  memberInfo as memberInfoAnswer,
  publicKeyAnswer,
  sessionRenewAnswer,
  signOutAnswer,
  trialUserAnswer,
} from './schemas.js';

const LOGIN3 = { module: 'LOGIN3' } as const;
const MEMBER3 = { module: 'MEMBER3' } as const;

/**
 * Sessions, login, captcha, the member and free trial. Passwords and social login have modules
 * of their own, re-exported here: a bundle takes only the modules whose endpoints it calls.
 */
export * from './password-endpoints.js';
export * from './profile-endpoints.js';
export * from './security-endpoints.js';
export * from './social-endpoints.js';

/** The RSA key encrypted bodies are sealed for (COMM3: registration needs it too). */
export const publicKey = endpoint({
  method: 'GET',
  path: '/wps/session/key',
  module: 'COMM3',
  access: 'public',
  answer: publicKeyAnswer,
});

export const login = endpoint({
  method: 'POST',
  path: '/wps/session/login',
  ...LOGIN3,
  access: 'public',
  body: loginPayload,
  encoding: 'encrypted',
  answer: loginAnswer,
});

export const logout = endpoint({
  method: 'DELETE',
  path: '/wps/session/logout',
  ...LOGIN3,
  access: 'member',
  answer: onFirstUse(() => z.null()),
});

/** Extends the session's idle expiry (use does too). */
export const renew = endpoint({
  method: 'POST',
  path: '/wps/session/renew',
  ...LOGIN3,
  access: 'member',
  answer: sessionRenewAnswer,
});

/** The member's live sessions, one entry per device: the caller's, then the most recently used. */
export const devices = endpoint({
  method: 'GET',
  path: '/wps/session/devices',
  ...LOGIN3,
  access: 'member',
  answer: deviceSessionList,
});

/**
 * Signs out the device of one of the member's sessions (every live session of it), at once.
 * The caller's own device is refused (session.current): logout signs it out.
 */
export const signOutDevice = endpoint({
  method: 'DELETE',
  path: '/wps/session/devices/:id',
  ...LOGIN3,
  access: 'member',
  params: deviceSignOutParams,
  answer: signOutAnswer,
});

/** Signs out every session of the member but the caller's, at once. */
export const signOutOtherDevices = endpoint({
  method: 'DELETE',
  path: '/wps/session/devices',
  ...LOGIN3,
  access: 'member',
  answer: signOutAnswer,
});

/** A fresh captcha image, bound to the client by an http-only cookie. */
export const captcha = endpoint({
  method: 'GET',
  path: '/wps/captcha',
  module: 'CAPTCHA3',
  access: 'public',
  answer: captchaAnswer,
});

/** The member centre's view of the member (a free-trial account is refused: free_reject). */
export const memberInfo = endpoint({
  method: 'GET',
  path: '/wps/member/info',
  ...MEMBER3,
  access: 'member',
  answer: memberInfoAnswer,
});

export const changePassword = endpoint({
  method: 'POST',
  path: '/wps/member/password',
  ...MEMBER3,
  access: 'realMember',
  body: changePasswordPayload,
  answer: onFirstUse(() => z.null()),
});

/** A new free-trial account name. */
export const trialUser = endpoint({
  method: 'GET',
  path: '/wps/member/trialuser',
  ...LOGIN3,
  access: 'public',
  answer: trialUserAnswer,
});

/** A session for the trial account just named, or for a new one. */
export const freePlay = endpoint({
  method: 'POST',
  path: '/wps/session/freePlay',
  ...LOGIN3,
  access: 'public',
  body: freePlayPayload,
  answer: loginAnswer,
});

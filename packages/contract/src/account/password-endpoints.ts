import { endpoint } from '../endpoint.js';
import {
  forgotByEmailAnswer,
  forgotByEmailPayload,
  resetByLinkAnswer,
  resetByLinkPayload,
  resetByPhoneAnswer,
  resetByPhonePayload,
} from './password.js';

/** Forgetting and resetting a password (public: the member has no session yet). */

const MEMBER3 = { module: 'MEMBER3' } as const;

/** Mails a reset link; answers alike whether or not the account exists. */
export const forgotByEmail = endpoint({
  method: 'POST',
  path: '/wps/member/password/forgot',
  ...MEMBER3,
  access: 'public',
  body: forgotByEmailPayload,
  encoding: 'form',
  answer: forgotByEmailAnswer,
});

export const resetByLink = endpoint({
  method: 'POST',
  path: '/wps/member/password/reset',
  ...MEMBER3,
  access: 'public',
  body: resetByLinkPayload,
  answer: resetByLinkAnswer,
});

export const resetByPhone = endpoint({
  method: 'POST',
  path: '/wps/member/password/phone',
  ...MEMBER3,
  access: 'public',
  body: resetByPhonePayload,
  answer: resetByPhoneAnswer,
});

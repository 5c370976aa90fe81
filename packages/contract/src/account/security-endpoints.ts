import { z } from 'zod/mini';
import { endpoint } from '../endpoint.js';
import { onFirstUse } from '../on-first-use.js';
import {
  bindEmailAnswer,
  bindEmailPayload,
  bindMobileCodePayload,
  bindMobilePayload,
  confirmEmailAnswer,
  confirmEmailPayload,
  paymentCodeAnswer,
  paymentPasswordPayload,
  paymentPasswordResetPayload,
  securityOverview as securityOverviewAnswer,
} from './security.js';

/** The security centre: a real member's own (a free-trial account is refused: trial.not.allowed). */
const SECURITY = { module: 'MEMBER3', access: 'realMember' } as const;

export const securityOverview = endpoint({
  method: 'GET',
  path: '/wps/member/security',
  ...SECURITY,
  answer: securityOverviewAnswer,
});

/** Sets the payment password (none yet) or changes it (with the old one). */
export const setPaymentPassword = endpoint({
  method: 'POST',
  path: '/wps/member/paymentPassword',
  ...SECURITY,
  body: paymentPasswordPayload,
  answer: onFirstUse(() => z.null()),
});

/** Sends a code to the bound mobile, for a reset of the payment password. */
export const paymentPasswordCode = endpoint({
  method: 'POST',
  path: '/wps/member/paymentPassword/sms',
  ...SECURITY,
  answer: paymentCodeAnswer,
});

export const resetPaymentPassword = endpoint({
  method: 'POST',
  path: '/wps/member/paymentPassword/reset',
  ...SECURITY,
  body: paymentPasswordResetPayload,
  answer: onFirstUse(() => z.null()),
});

/** Sends a code to the number being bound. */
export const bindMobileCode = endpoint({
  method: 'POST',
  path: '/wps/member/mobile/sms',
  ...SECURITY,
  body: bindMobileCodePayload,
  answer: paymentCodeAnswer,
});

export const bindMobile = endpoint({
  method: 'POST',
  path: '/wps/member/mobile',
  ...SECURITY,
  body: bindMobilePayload,
  answer: securityOverviewAnswer,
});

/** Mails a confirmation link to the address being bound. */
export const bindEmail = endpoint({
  method: 'POST',
  path: '/wps/member/info/email',
  ...SECURITY,
  body: bindEmailPayload,
  answer: bindEmailAnswer,
});

/** The mailed link's token binds the address: opened in any browser, signed in or not. */
export const confirmEmail = endpoint({
  method: 'POST',
  path: '/wps/member/info/email/confirm',
  module: 'MEMBER3',
  access: 'public',
  body: confirmEmailPayload,
  answer: confirmEmailAnswer,
});

import {
  API,
  affiliateAnswer,
  type changePasswordPayload,
  forgotByEmailAnswer,
  type LoginPayload,
  loginAnswer,
  type RegisterPayload,
  resetByLinkAnswer,
  resetByPhoneAnswer,
  smsAnswer,
  trialUserAnswer,
} from '@lotto/contract';
import { z } from 'zod/mini';
import { apiRequest } from '../../../shared/api/client';
import { encryptedRequest } from '../../../shared/api/encrypt';
import { loginDeviceId } from '../../../shared/session/device-id';

type Fresh<T> = Omit<T, 'timestamp' | 'nonce' | 'loginDeviceId'>;

/** POST /wps/session/login, encrypted. */
export const login = (payload: Fresh<LoginPayload>) =>
  encryptedRequest(API.session.login, {
    method: 'POST',
    moduleId: 'LOGIN3',
    payload: { ...payload, loginDeviceId: loginDeviceId() },
    schema: loginAnswer,
  });

/** PUT /wps/member/register, encrypted; answers a logged-in session. */
export const register = (payload: Fresh<RegisterPayload>) =>
  encryptedRequest(API.member.register, {
    method: 'PUT',
    moduleId: 'REG3',
    payload: { ...payload, loginDeviceId: loginDeviceId() },
    schema: loginAnswer,
  });

export type SmsPurpose = 'register' | 'login' | 'reset';
const SMS_PATHS: Record<SmsPurpose, string> = {
  register: API.verification.smsRegister,
  login: API.verification.smsNoLogin,
  reset: API.verification.smsReset,
};

/** Sends an SMS code; answers how many minutes it lives (the countdown length). */
export const sendSms = (purpose: SmsPurpose, mobileNum: string, countryDialingCode?: string) =>
  apiRequest(SMS_PATHS[purpose], {
    method: 'POST',
    moduleId: 'VERIFICATION3',
    body: { mobileNum, ...(countryDialingCode ? { countryDialingCode } : {}) },
    schema: smsAnswer,
  });

/** GET /wps/agent/affiliate: whether an invitation code is valid (for the domain). */
export const checkAffiliate = (code: string, domain?: string) =>
  apiRequest(API.affiliate, {
    moduleId: 'REG3',
    query: { code, domain },
    schema: affiliateAnswer,
  });

/** Free trial: a new trial account name, then a session for it. */
export const createTrialUser = () =>
  apiRequest(API.member.trialUser, { moduleId: 'MEMBER3', schema: trialUserAnswer });
export const freePlay = (userName?: string) =>
  apiRequest(API.session.freePlay, {
    method: 'POST',
    moduleId: 'LOGIN3',
    body: { ...(userName ? { userName } : {}), loginDeviceId: loginDeviceId() },
    schema: loginAnswer,
  });

/** Trades the one-time code a social provider's return carried for a session. */
export const exchangeSocialCode = (code: string) =>
  apiRequest(API.session.socialExchange, {
    method: 'POST',
    moduleId: 'LOGIN3',
    body: { code, loginDeviceId: loginDeviceId() },
    schema: loginAnswer,
  });

/** Forgot password by e-mail: form-encoded, as spec/01 section 7 says. */
export const forgotByEmail = (username: string, email: string) =>
  apiRequest(API.member.forgotByEmail, {
    method: 'POST',
    moduleId: 'MEMBER3',
    form: { username, email },
    schema: forgotByEmailAnswer,
  });

export const resetByLink = (token: string, newPassword: string, confirmNewPassword: string) =>
  apiRequest(API.member.resetByLink, {
    method: 'POST',
    moduleId: 'MEMBER3',
    body: { token, newPassword, confirmNewPassword },
    schema: resetByLinkAnswer,
  });

export const resetByPhone = (body: {
  mobileNum: string;
  countryDialingCode?: string;
  verificationCode: string;
  newPassword: string;
}) =>
  apiRequest(API.member.resetByPhone, {
    method: 'POST',
    moduleId: 'MEMBER3',
    body,
    schema: resetByPhoneAnswer,
  });

export const changePassword = (body: z.infer<typeof changePasswordPayload>) =>
  apiRequest(API.member.password, {
    method: 'POST',
    moduleId: 'MEMBER3',
    body,
    schema: z.null(),
  });

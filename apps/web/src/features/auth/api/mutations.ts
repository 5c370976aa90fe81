import {
  accountEndpoints,
  type ChangePasswordPayload,
  type LoginPayload,
  type RegisterPayload,
  type ResetByPhonePayload,
  registrationEndpoints,
  type SmsPurpose,
  verificationEndpoints,
} from '@lotto/contract';
import { call } from '../../../shared/api/call';
import { loginDeviceId } from '../../../shared/session/device-id';

export type { SmsPurpose };

type Fresh<T> = Omit<T, 'timestamp' | 'nonce' | 'loginDeviceId'>;

/** POST /wps/session/login, encrypted. */
export const login = (payload: Fresh<LoginPayload>) =>
  call(accountEndpoints.login, { body: { ...payload, loginDeviceId: loginDeviceId() } });

/** PUT /wps/member/register, encrypted; answers a logged-in session. */
export const register = (payload: Fresh<RegisterPayload>) =>
  call(registrationEndpoints.register, { body: { ...payload, loginDeviceId: loginDeviceId() } });

const SMS_ENDPOINTS = {
  register: verificationEndpoints.smsRegister,
  login: verificationEndpoints.smsLogin,
  reset: verificationEndpoints.smsReset,
} satisfies Record<SmsPurpose, unknown>;

/** Sends an SMS code; answers how many minutes it lives (the countdown length). */
export const sendSms = (purpose: SmsPurpose, mobileNum: string, countryDialingCode?: string) =>
  call(SMS_ENDPOINTS[purpose], {
    body: { mobileNum, ...(countryDialingCode ? { countryDialingCode } : {}) },
  });

/** GET /wps/agent/affiliate: whether an invitation code is valid (for the domain). */
export const checkAffiliate = (code: string, domain?: string) =>
  call(registrationEndpoints.affiliate, { query: { code, ...(domain ? { domain } : {}) } });

/** Free trial: the name this device's trial account will have, then the account and its session. */
export const createTrialUser = () => call(accountEndpoints.trialUser);
export const freePlay = (userName?: string) =>
  call(accountEndpoints.freePlay, {
    body: { ...(userName ? { userName } : {}), loginDeviceId: loginDeviceId() },
  });

/** Trades the one-time code a social provider's return carried for a session. */
export const exchangeSocialCode = (code: string) =>
  call(accountEndpoints.socialExchange, { body: { code, loginDeviceId: loginDeviceId() } });

/** Forgot password by e-mail (the contract sends it form-encoded, as spec/01 section 7 says). */
export const forgotByEmail = (username: string, email: string) =>
  call(accountEndpoints.forgotByEmail, { body: { username, email } });

export const resetByLink = (token: string, newPassword: string, confirmNewPassword: string) =>
  call(accountEndpoints.resetByLink, { body: { token, newPassword, confirmNewPassword } });

/** Set password by phone; answers a logged-in session (the SMS code proved the phone). */
export const resetByPhone = (body: Omit<ResetByPhonePayload, 'loginDeviceId'>) =>
  call(accountEndpoints.resetByPhone, { body: { ...body, loginDeviceId: loginDeviceId() } });

export const changePassword = (body: ChangePasswordPayload) =>
  call(accountEndpoints.changePassword, { body });

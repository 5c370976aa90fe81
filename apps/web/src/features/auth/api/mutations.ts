import type {
  ChangePasswordPayload,
  LoginPayload,
  RegisterPayload,
  ResetByPhonePayload,
  PublicSmsPurpose as SmsPurpose,
} from '@lotto/contract';
import {
  changePassword as changePasswordEndpoint,
  forgotByEmail as forgotByEmailEndpoint,
  freePlay as freePlayEndpoint,
  login as loginEndpoint,
  resetByLink as resetByLinkEndpoint,
  resetByPhone as resetByPhoneEndpoint,
  socialExchange as socialExchangeEndpoint,
  trialUser as trialUserEndpoint,
} from '@lotto/contract/endpoints/account';
import {
  affiliate as affiliateEndpoint,
  register as registerEndpoint,
} from '@lotto/contract/endpoints/registration';
import {
  smsLogin as smsLoginEndpoint,
  smsRegister as smsRegisterEndpoint,
  smsReset as smsResetEndpoint,
} from '@lotto/contract/endpoints/verification';
import { call } from '../../../shared/api/call';
import { loginDeviceId } from '../../../shared/session/device-id';

export type { SmsPurpose };

type Fresh<T> = Omit<T, 'timestamp' | 'nonce' | 'loginDeviceId'>;

/** POST /wps/session/login, encrypted. */
export const login = (payload: Fresh<LoginPayload>) =>
  call(loginEndpoint, { body: { ...payload, loginDeviceId: loginDeviceId() } });

/** PUT /wps/member/register, encrypted; answers a logged-in session. */
export const register = (payload: Fresh<RegisterPayload>) =>
  call(registerEndpoint, { body: { ...payload, loginDeviceId: loginDeviceId() } });

const SMS_ENDPOINTS = {
  register: smsRegisterEndpoint,
  login: smsLoginEndpoint,
  reset: smsResetEndpoint,
} satisfies Record<SmsPurpose, unknown>;

/** Sends an SMS code; answers how many minutes it lives (the countdown length). */
export const sendSms = (purpose: SmsPurpose, mobileNum: string, countryDialingCode?: string) =>
  call(SMS_ENDPOINTS[purpose], {
    body: { mobileNum, ...(countryDialingCode ? { countryDialingCode } : {}) },
  });

/** GET /wps/agent/affiliate: whether an invitation code is valid (for the domain). */
export const checkAffiliate = (code: string, domain?: string) =>
  call(affiliateEndpoint, { query: { code, ...(domain ? { domain } : {}) } });

/** Free trial: the name this device's trial account will have, then the account and its session. */
export const createTrialUser = () => call(trialUserEndpoint);
export const freePlay = (userName?: string) =>
  call(freePlayEndpoint, {
    body: { ...(userName ? { userName } : {}), loginDeviceId: loginDeviceId() },
  });

/** Trades the one-time code a social provider's return carried for a session. */
export const exchangeSocialCode = (code: string) =>
  call(socialExchangeEndpoint, { body: { code, loginDeviceId: loginDeviceId() } });

/** Forgot password by e-mail (the contract sends it form-encoded, as spec/01 section 7 says). */
export const forgotByEmail = (username: string, email: string) =>
  call(forgotByEmailEndpoint, { body: { username, email } });

export const resetByLink = (token: string, newPassword: string, confirmNewPassword: string) =>
  call(resetByLinkEndpoint, { body: { token, newPassword, confirmNewPassword } });

/** Set password by phone; answers a logged-in session (the SMS code proved the phone). */
export const resetByPhone = (body: Omit<ResetByPhonePayload, 'loginDeviceId'>) =>
  call(resetByPhoneEndpoint, { body: { ...body, loginDeviceId: loginDeviceId() } });

export const changePassword = (body: ChangePasswordPayload) =>
  call(changePasswordEndpoint, { body });

import type {
  BindEmailPayload,
  BindMobilePayload,
  PaymentPasswordPayload,
  PaymentPasswordResetPayload,
} from '@lotto/contract';
import {
  bindEmail as bindEmailEndpoint,
  bindMobileCode as bindMobileCodeEndpoint,
  bindMobile as bindMobileEndpoint,
  confirmEmail as confirmEmailEndpoint,
  paymentPasswordCode as paymentPasswordCodeEndpoint,
  resetPaymentPassword as resetPaymentPasswordEndpoint,
  setPaymentPassword as setPaymentPasswordEndpoint,
} from '@lotto/contract/endpoints/account';
import { call } from '../../../shared/api/call';

/** The security centre's changes: payment password, mobile number, e-mail. */

export const setPaymentPassword = (body: PaymentPasswordPayload) =>
  call(setPaymentPasswordEndpoint, { body });

/** A code to the bound mobile; the number the form shows is not sent (the server knows it). */
export const sendPaymentCode = () => call(paymentPasswordCodeEndpoint);

export const resetPaymentPassword = (body: PaymentPasswordResetPayload) =>
  call(resetPaymentPasswordEndpoint, { body });

export const sendBindMobileCode = (mobileNum: string, countryDialingCode: string | undefined) =>
  call(bindMobileCodeEndpoint, {
    body: { mobileNum, ...(countryDialingCode ? { countryDialingCode } : {}) },
  });

export const bindMobile = (body: BindMobilePayload) => call(bindMobileEndpoint, { body });

export const bindEmail = (body: BindEmailPayload) => call(bindEmailEndpoint, { body });

export const confirmEmail = (token: string) => call(confirmEmailEndpoint, { body: { token } });

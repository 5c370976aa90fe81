import { z } from 'zod/mini';
import { passwordText } from './account.js';

/** SMS codes: registration, mobile login (noLogin) and password reset. */
export const SMS_PURPOSES = ['register', 'login', 'reset'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/** Longest mobile number (national digits) a form takes. */
export const MOBILE_MAX_LENGTH = 20;
/** Longest SMS code a form takes. */
export const SMS_CODE_MAX_LENGTH = 10;

const mobileNum = z.string().check(z.regex(/^\d{5,20}$/));

export const smsRequest = z.object({
  mobileNum,
  countryDialingCode: z.optional(z.string().check(z.regex(/^\d{1,4}$/))),
});
/** The app counts down expiredMinutes x 60 s before it may ask again. */
export const smsAnswer = z.object({ expiredMinutes: z.int() });

/** Forgot password by e-mail, sent form-encoded (spec/01 section 7). */
export const forgotByEmailPayload = z.object({
  username: z.string().check(z.minLength(1), z.maxLength(64)),
  email: z.string().check(z.minLength(3), z.maxLength(128)),
});
/** The reset link's one-time token and the new password. */
export const resetByLinkPayload = z.object({
  token: z.string().check(z.minLength(16), z.maxLength(128)),
  newPassword: passwordText,
  confirmNewPassword: passwordText,
});
/** Set password by phone: the app then logs in with the answered username. */
export const resetByPhonePayload = z.object({
  mobileNum,
  countryDialingCode: z.optional(z.string().check(z.regex(/^\d{1,4}$/))),
  verificationCode: z.string().check(z.maxLength(10)),
  newPassword: passwordText,
});
export const resetByPhoneAnswer = z.object({ userName: z.string() });
/** Forgot password answers alike whether or not the account exists: it reveals none. */
export const forgotByEmailAnswer = z.null();
/** A reset by link answers the member's username, so the app can offer to log in. */
export const resetByLinkAnswer = z.object({ userName: z.string() });
/** Query of the reset page's link: /m/forget?resetToken=<token>. */
export const RESET_TOKEN_PARAM = 'resetToken';

/** Demo sites only: what the SMS gateway and mailer would have sent. */
export const outboxMessage = z.object({
  id: z.int(),
  channel: z.enum(['sms', 'mail']),
  recipient: z.string(),
  subject: z.nullable(z.string()),
  body: z.string(),
  createdAt: z.int(),
});
export const outboxList = z.object({ messages: z.array(outboxMessage) });
/**
 * GET /wps/demo/outbox: newest first, at most 50. `recipient` is an e-mail address (any case),
 * or digits an SMS recipient ends with (SMS recipients are E.164: +95912345678).
 */
export const outboxQuery = z.object({
  recipient: z.optional(z.string().check(z.regex(/^(\d{4,20}|[^\s@]{1,64}@[^\s@]{1,190})$/))),
});
export const OUTBOX_LIMIT = 50;

import { z } from 'zod/mini';
import { onFirstUse } from '../on-first-use.js';
import { dialingCodeDigits, mobileNumText, smsCodeText } from '../verification/schemas.js';
import { deviceId, loginAnswer, passwordText } from './schemas.js';

/** Forgetting and resetting a password: by a mailed link or by an SMS code. */

/** Forgot password by e-mail, sent form-encoded (spec/01 section 7). */
export const forgotByEmailPayload = onFirstUse(() =>
  z.object({
    username: z.string().check(z.minLength(1), z.maxLength(64)),
    email: z.string().check(z.minLength(3), z.maxLength(128)),
  }),
);
/** The reset link's one-time token and the new password. */
export const resetByLinkPayload = onFirstUse(() =>
  z.object({
    token: z.string().check(z.minLength(16), z.maxLength(128)),
    newPassword: passwordText,
    confirmNewPassword: passwordText,
  }),
);
export type ResetByLinkPayload = z.infer<typeof resetByLinkPayload>;
/** Set password by phone: the SMS code proves the phone, so it logs the member in at once. */
export const resetByPhonePayload = onFirstUse(() =>
  z.object({
    mobileNum: mobileNumText,
    countryDialingCode: z.optional(dialingCodeDigits),
    verificationCode: smsCodeText,
    newPassword: passwordText,
    loginDeviceId: deviceId,
  }),
);
export type ResetByPhonePayload = z.infer<typeof resetByPhonePayload>;
/** A logged-in session, as login answers it (spec/01 section 4: logged in automatically). */
export const resetByPhoneAnswer = loginAnswer;
/** Forgot password answers alike whether or not the account exists: it reveals none. */
export const forgotByEmailAnswer = onFirstUse(() => z.null());
/** A reset by link answers the member's username, so the app can offer to log in. */
export const resetByLinkAnswer = onFirstUse(() => z.object({ userName: z.string() }));
/** Query of the reset page's link: /m/forget?resetToken=<token>. */
export const RESET_TOKEN_PARAM = 'resetToken';

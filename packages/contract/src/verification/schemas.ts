import { z } from 'zod/mini';
import { onFirstUse } from '../on-first-use.js';

/**
 * SMS codes: registration, mobile login (noLogin) and password reset; binding a mobile to an
 * account (`bind`, to the new number) and resetting the payment password (`payment`, to the
 * bound one), both asked by a signed-in member (migration 0022).
 */
export const SMS_PURPOSES = ['register', 'login', 'reset', 'bind', 'payment'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];
/** The codes anyone may ask for, each at an endpoint of its own under /wps/verification/sms. */
export type PublicSmsPurpose = Extract<SmsPurpose, 'register' | 'login' | 'reset'>;

/** Longest mobile number (national digits) a form takes. */
export const MOBILE_MAX_LENGTH = 20;
/** Longest SMS code a form takes. */
export const SMS_CODE_MAX_LENGTH = 10;

/** A national mobile number, digits only. */
export const mobileNumText = onFirstUse(() =>
  z.string().check(z.regex(new RegExp(`^\\d{5,${MOBILE_MAX_LENGTH}}$`))),
);
/** A country dialing code, digits only (95, 66 ...). */
export const dialingCodeDigits = onFirstUse(() => z.string().check(z.regex(/^\d{1,4}$/)));
/** An SMS code as it travels. */
export const smsCodeText = onFirstUse(() => z.string().check(z.maxLength(SMS_CODE_MAX_LENGTH)));

export const smsRequest = onFirstUse(() =>
  z.object({
    mobileNum: mobileNumText,
    countryDialingCode: z.optional(dialingCodeDigits),
  }),
);
/** The app counts down expiredMinutes x 60 s before it may ask again. */
export const smsAnswer = onFirstUse(() => z.object({ expiredMinutes: z.int() }));

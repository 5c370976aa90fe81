import {
  CAPTCHA_MAX_LENGTH,
  FIELD_PATTERNS,
  type FieldRule,
  MOBILE_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  SMS_CODE_MAX_LENGTH,
} from '@lotto/contract';
import { type Check, digitsUpTo, requiredThen, say } from '../../../shared/form/checks';
import type { Message } from '../../../shared/form/messages';

/** Usernames as the registration pattern 7 allows them, or a mobile number, up to 64. */
const LOGIN_USERNAME = /^[A-Za-z0-9_.@-]{2,64}$/;
/** spec/01 section 5: the e-mail rule of password recovery (pattern 4). */
const EMAIL = new RegExp(FIELD_PATTERNS[4].source);

/** The password rule when the site's rules are not loaded: 6-20, letters and digits. */
export const DEFAULT_PASSWORD_RULE: FieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: FIELD_PATTERNS[2].source,
  patternId: 2,
  minLength: 6,
  maxLength: 20,
};
export const DEFAULT_MOBILE_MIN = 5;

export const loginUsername = requiredThen(
  'auth.validation.enterUsername',
  (value) => LOGIN_USERNAME.test(value.trim()),
  'auth.validation.accountFormat',
);

export const loginPassword = requiredThen(
  'auth.validation.enterPassword',
  (value) => value.length <= PASSWORD_MAX_LENGTH,
  'auth.validation.passwordFormat',
);

/** 'in_mobileNum_error' carries the phone rule's minimum length (spec/01 section 5). */
export const mobileNum =
  (min: number = DEFAULT_MOBILE_MIN): Check =>
  (value) => {
    if (!value || (/^\d+$/.test(value) && value.length < min)) {
      return say('auth.validation.mobileMin', { min });
    }
    const fits = /^\d+$/.test(value) && value.length <= MOBILE_MAX_LENGTH;
    return fits ? [] : say('auth.validation.mobileInvalid');
  };

export const verificationCode = requiredThen(
  'auth.validation.enterCode',
  (value) => digitsUpTo(SMS_CODE_MAX_LENGTH).test(value),
  'auth.validation.codeError',
);

/** Captcha on login and registration: required, digits only, at most 6. */
export const captcha = requiredThen('auth.validation.enterCaptcha', (value) =>
  digitsUpTo(CAPTCHA_MAX_LENGTH).test(value),
);

/** Required, trimmed, the recovery e-mail rule; one message for both (spec/01 section 5). */
export const email = requiredThen('auth.validation.emailFormat', (value) =>
  EMAIL.test(value.trim()),
);

/** A confirmation is asked for like a password; that it repeats it is the form's check. */
export const confirmation = requiredThen('auth.validation.enterPassword', () => true);
export const CONFIRM_MISMATCH: Message = { key: 'auth.validation.confirmMismatch' };

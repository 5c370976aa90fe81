import { checkField, FIELD_PATTERNS, type FieldRule, PASSWORD_MAX_LENGTH } from '@lotto/contract';
import type { TextKey } from '../../../shared/i18n';
import type { Message } from './messages';

/** A validator answers the messages for a value; none means valid. */
export type Validate = (value: string) => Message[];

const ok: Message[] = [];
const say = (key: TextKey, vars?: Record<string, string | number>): Message[] => [
  vars ? { key, vars } : { key },
];

/** Usernames as the registration pattern 7 allows them, or a mobile number, up to 64. */
const LOGIN_USERNAME = /^[A-Za-z0-9_.@-]{2,64}$/;
/** spec/01 section 5: the e-mail rule of password recovery (pattern 4). */
export const EMAIL = new RegExp(FIELD_PATTERNS[4].source);
export const MOBILE_MAX = 20;
export const SMS_CODE_MAX = 10;
export const CAPTCHA_MAX = 6;

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

export const loginUsername: Validate = (value) => {
  if (!value) return say('auth.validation.enterUsername');
  return LOGIN_USERNAME.test(value) ? ok : say('auth.validation.accountFormat');
};

export const loginPassword: Validate = (value) => {
  if (!value) return say('auth.validation.enterPassword');
  return value.length <= PASSWORD_MAX_LENGTH ? ok : say('auth.validation.passwordFormat');
};

/** 'in_mobileNum_error' carries the phone rule's minimum length (spec/01 section 5). */
export const mobileNum =
  (min: number = DEFAULT_MOBILE_MIN): Validate =>
  (value) => {
    if (!value) return say('auth.validation.mobileMin', { min });
    if (!/^\d+$/.test(value)) return say('auth.validation.mobileInvalid');
    if (value.length < min) return say('auth.validation.mobileMin', { min });
    return value.length <= MOBILE_MAX ? ok : say('auth.validation.mobileInvalid');
  };

export const verificationCode: Validate = (value) => {
  if (!value) return say('auth.validation.enterCode');
  return new RegExp(`^\\d{1,${SMS_CODE_MAX}}$`).test(value) ? ok : say('auth.validation.codeError');
};

/** Captcha on login and registration: required, digits only, at most 6. */
export const captcha: Validate = (value) =>
  new RegExp(`^\\d{1,${CAPTCHA_MAX}}$`).test(value) ? ok : say('auth.validation.enterCaptcha');

/** Required, trimmed, the recovery e-mail rule; one message for both (spec/01 section 5). */
export const email: Validate = (value) =>
  EMAIL.test(value.trim()) ? ok : say('auth.validation.emailFormat');

/** A server-provided field rule: 'Please enter …' when required and empty, else its pattern. */
export const fromRule =
  (rule: FieldRule, field: string): Validate =>
  (value) => {
    const result = checkField(rule, value);
    if (result === 'ok') return ok;
    if (result === 'required') return say('auth.validation.enterField', { field });
    return [{ pattern: rule.patternId, min: rule.minLength, max: rule.maxLength }];
  };

/** The confirmation must repeat the password (spec/01 section 5). */
export const sameAs =
  (other: () => string): Validate =>
  (value) => {
    if (!value) return say('auth.validation.enterPassword');
    return value === other() ? ok : say('auth.validation.confirmMismatch');
  };

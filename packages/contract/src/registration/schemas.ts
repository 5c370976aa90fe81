import { z } from 'zod/mini';
import {
  captchaText,
  deviceId,
  dialingCodeText,
  freshFields,
  passwordText,
} from '../account/schemas.js';
import { onFirstUse } from '../on-first-use.js';
import { MOBILE_MAX_LENGTH, smsCodeText } from '../verification/schemas.js';

export const REGISTER_METHODS = ['APP', 'H5', 'PWA', 'WEBCLIP'] as const;

/** Registration fields the site can show, in the order the form shows them (DESIGN.md facts). */
export const REGISTRATION_FIELDS = [
  'mobileNum',
  'username',
  'password',
  'confirmPassword',
  'paymentPassword',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'email',
  'nickname',
  'payeeName',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

/**
 * Field patterns, by id. The message key of a pattern is `reg_pattern_<id>`, filled with the
 * rule's min and max; server and app test the same regular expression.
 */
export const FIELD_PATTERNS = {
  1: {
    source: '^[A-Za-z0-9]+$',
    EN: '{{min}}-{{max}} letters or digits',
    MY: 'စာလုံး သို့မဟုတ် ဂဏန်း {{min}}-{{max}} လုံး',
  },
  2: {
    source: '^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7e]+$',
    EN: '{{min}}-{{max}} characters with letters and digits',
    MY: 'စာလုံးနှင့် ဂဏန်းပါသော {{min}}-{{max}} လုံး',
  },
  3: { source: '^\\d+$', EN: '{{min}}-{{max}} digits', MY: 'ဂဏန်း {{min}}-{{max}} လုံး' },
  4: {
    source: '^\\w+(\\.\\w+)*@\\w+(\\.\\w{2,3}){1,3}$',
    EN: 'a valid e-mail address',
    MY: 'မှန်ကန်သော အီးမေးလ်လိပ်စာ',
  },
  5: {
    source: "^[\\p{L}\\p{M} .'-]+$",
    EN: '{{min}}-{{max}} letters',
    MY: 'စာလုံး {{min}}-{{max}} လုံး',
  },
  6: { source: '^[\\s\\S]*$', EN: '{{min}}-{{max}} characters', MY: 'စာလုံး {{min}}-{{max}} လုံး' },
  7: {
    source: '^[A-Za-z0-9_.@-]+$',
    EN: '{{min}}-{{max}} letters, digits or . _ - @',
    MY: 'စာလုံး၊ ဂဏန်း သို့မဟုတ် . _ - @ {{min}}-{{max}} လုံး',
  },
} as const;
export type PatternId = keyof typeof FIELD_PATTERNS;

export const fieldRule = onFirstUse(() =>
  z.object({
    enabled: z.boolean(),
    required: z.boolean(),
    acceptedPattern: z.string(),
    patternId: z.int(),
    minLength: z.int(),
    maxLength: z.int(),
  }),
);
export type FieldRule = z.infer<typeof fieldRule>;

/** What the registration form needs from the site (GET /wps/system/setting/register). */
export const registrationSettings = onFirstUse(() =>
  z.object({
    fields: z.record(z.enum(REGISTRATION_FIELDS), fieldRule),
    captcha: z.object({ enabled: z.boolean() }),
    methods: z.object({ username: z.boolean(), mobile: z.boolean(), mobileNeedsSms: z.boolean() }),
    minimumAge: z.int(),
  }),
);
export type RegistrationSettings = z.infer<typeof registrationSettings>;

/** A value passes a rule when it is empty and optional, or fits its length and pattern. */
export const checkField = (rule: FieldRule, value: string): 'ok' | 'required' | 'pattern' => {
  if (value === '') return rule.required ? 'required' : 'ok';
  const length = [...value].length;
  if (length < rule.minLength || length > rule.maxLength) return 'pattern';
  return new RegExp(rule.acceptedPattern, 'u').test(value) ? 'ok' : 'pattern';
};

const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
/**
 * A host name as `location.hostname` gives it (RFC 1123): dot-separated labels of letters,
 * digits and inner hyphens, 1 to 63 long, 253 in all, a final dot allowed. No scheme, port,
 * path or user: the spec's registerUrl is the current host name.
 */
const hostName = onFirstUse(() =>
  z
    .string()
    .check(
      z.regex(
        new RegExp(`^(?=.{1,253}\\.?$)${LABEL}(?:\\.${LABEL})*\\.?$`),
        'must be a host name (RFC 1123), such as m.example.com',
      ),
    ),
);

/** Registration payload (spec/01 section 3); fields the site switched off are ignored. */
export const registerPayload = onFirstUse(() =>
  z.object({
    ...freshFields,
    loginDeviceId: deviceId,
    type: z.literal(0),
    registerUrl: hostName,
    registerMethod: z.enum(REGISTER_METHODS),
    normalRegistration: z.boolean(),
    ageConfirmed: z.boolean(),
    countryDialingCode: z.optional(dialingCodeText),
    verificationCode: z.optional(smsCodeText),
    domain: z.optional(z.string().check(z.maxLength(255))),
    username: z.optional(z.string().check(z.maxLength(64))),
    password: passwordText,
    confirmPassword: passwordText,
    paymentPassword: z.optional(passwordText),
    affiliateCode: z.optional(z.string().check(z.maxLength(64))),
    recommenderId: z.optional(z.string().check(z.maxLength(64))),
    nickname: z.optional(z.string().check(z.maxLength(64))),
    payeeName: z.optional(z.string().check(z.maxLength(64))),
    email: z.optional(z.string().check(z.maxLength(128))),
    mobileNum: z.optional(z.string().check(z.maxLength(MOBILE_MAX_LENGTH))),
    idNumber: z.optional(z.string().check(z.maxLength(64))),
    qqNum: z.optional(z.string().check(z.maxLength(64))),
    facebook: z.optional(z.string().check(z.maxLength(128))),
    wechat: z.optional(z.string().check(z.maxLength(64))),
    line: z.optional(z.string().check(z.maxLength(64))),
    whatsapp: z.optional(z.string().check(z.maxLength(64))),
    zalo: z.optional(z.string().check(z.maxLength(64))),
    captcha: z.optional(captchaText),
  }),
);
export type RegisterPayload = z.infer<typeof registerPayload>;

export const usernameCheckQuery = onFirstUse(() =>
  z.object({ username: z.string().check(z.maxLength(64)) }),
);
export const usernameCheckAnswer = onFirstUse(() => z.object({ exists: z.boolean() }));

export const affiliateQuery = onFirstUse(() =>
  z.object({
    code: z.string().check(z.minLength(1), z.maxLength(64)),
    domain: z.optional(z.string().check(z.maxLength(255))),
  }),
);
export const affiliateAnswer = onFirstUse(() => z.object({ success: z.boolean() }));

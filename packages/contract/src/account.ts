import { z } from 'zod/mini';

/**
 * Accounts: login, registration, sessions, passwords, free trial, member info.
 * Login and registration bodies travel encrypted (see `encryptedBody`); the schemas below are
 * the decrypted payloads.
 */

export const LOGIN_TYPES = ['username', 'sms', 'firebase'] as const;
export const REGISTER_METHODS = ['APP', 'H5', 'PWA', 'WEBCLIP'] as const;

/**
 * Algorithms of encrypted bodies, named once for WebCrypto in the app and node:crypto on the
 * server. The client imports `publicKey` (base64 of DER SubjectPublicKeyInfo) as `keyFormat`
 * with `rsa`, wraps a fresh `aes` key with it (raw, base64 in the Encryption header), and sends
 * base64 of IV (`ivBytes`) + ciphertext with its `tagBits` tag as `{ value }`.
 */
export const BODY_ENCRYPTION = {
  keyFormat: 'spki',
  rsa: { name: 'RSA-OAEP', hash: 'SHA-256', modulusLength: 2048 },
  aes: { name: 'AES-GCM', length: 256 },
  ivBytes: 12,
  tagBits: 128,
  /** `timestamp` is epoch ms; the server refuses payloads further than this from its clock. */
  maxClockSkewMs: 5 * 60_000,
} as const;

/** RSA public key the client encrypts its one-time AES key with. */
export const publicKeyAnswer = z.object({ keyId: z.string(), publicKey: z.string() });

/** `{ value }` is base64 of 12-byte IV + AES-256-GCM ciphertext (with tag); header Encryption. */
export const encryptedBody = z.object({
  value: z.string().check(z.minLength(16), z.maxLength(20_000)),
});

/**
 * Freshness fields every encrypted payload carries (timestamp in epoch ms, a random nonce);
 * the server refuses replays and stale ones.
 */
const freshness = {
  timestamp: z.int(),
  nonce: z.string().check(z.minLength(16), z.maxLength(64)),
};

/** Longest password (login, payment and new ones) the server takes; the app's inputs stop there. */
export const PASSWORD_MAX_LENGTH = 128;
/** A password as it travels: any text up to PASSWORD_MAX_LENGTH (rules of form are per site). */
export const passwordText = z.string().check(z.maxLength(PASSWORD_MAX_LENGTH));

/** Longest captcha answer the server reads; the app's input stops there. */
export const CAPTCHA_MAX_LENGTH = 6;

const deviceId = z.string().check(z.regex(/^[\w-]{8,64}$/));

export const loginPayload = z.object({
  ...freshness,
  type: z.enum(LOGIN_TYPES),
  /** The username, or the mobile number for type sms. */
  username: z.string().check(z.maxLength(64)),
  /** The password, or the SMS code for type sms. */
  password: passwordText,
  captcha: z.optional(z.string().check(z.maxLength(6))),
  countryDialingCode: z.optional(z.string().check(z.maxLength(4))),
  loginDeviceId: deviceId,
  /** 'agent' logs into the agent area, which refuses non-agents. */
  area: z.optional(z.enum(['member', 'agent'])),
});
export type LoginPayload = z.infer<typeof loginPayload>;

/** A logged-in session, as login, registration and free play answer it. */
export const loginAnswer = z.object({
  token: z.string(),
  id: z.int(),
  userName: z.string(),
  customerType: z.int(),
  firstTimeLogin: z.boolean(),
  merchantCode: z.string(),
});
export type LoginAnswer = z.infer<typeof loginAnswer>;

/** Registration payload (spec/01 section 3); fields the site switched off are ignored. */
export const registerPayload = z.object({
  ...freshness,
  loginDeviceId: deviceId,
  type: z.literal(0),
  registerUrl: z.string().check(z.maxLength(255)),
  registerMethod: z.enum(REGISTER_METHODS),
  normalRegistration: z.boolean(),
  ageConfirmed: z.boolean(),
  countryDialingCode: z.optional(z.string().check(z.maxLength(4))),
  verificationCode: z.optional(z.string().check(z.maxLength(10))),
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
  mobileNum: z.optional(z.string().check(z.maxLength(20))),
  idNumber: z.optional(z.string().check(z.maxLength(64))),
  qqNum: z.optional(z.string().check(z.maxLength(64))),
  facebook: z.optional(z.string().check(z.maxLength(128))),
  wechat: z.optional(z.string().check(z.maxLength(64))),
  line: z.optional(z.string().check(z.maxLength(64))),
  whatsapp: z.optional(z.string().check(z.maxLength(64))),
  zalo: z.optional(z.string().check(z.maxLength(64))),
  captcha: z.optional(z.string().check(z.maxLength(6))),
});
export type RegisterPayload = z.infer<typeof registerPayload>;

export const usernameCheckQuery = z.object({ username: z.string().check(z.maxLength(64)) });
export const usernameCheckAnswer = z.object({ exists: z.boolean() });

export const affiliateQuery = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(64)),
  domain: z.optional(z.string().check(z.maxLength(255))),
});
export const affiliateAnswer = z.object({ success: z.boolean() });

export const captchaAnswer = z.object({
  /** A data: URL of the image (PNG); the code is bound to an http-only cookie. */
  image: z.string(),
  length: z.int(),
});

export const changePasswordPayload = z.object({
  oldPassword: passwordText,
  newPassword: passwordText,
  confirmNewPassword: passwordText,
});

export const sessionRenewAnswer = z.object({ idleExpiresAt: z.int(), absoluteExpiresAt: z.int() });

export const deviceSession = z.object({
  deviceId: z.string(),
  createdAt: z.int(),
  lastSeenAt: z.int(),
  current: z.boolean(),
});
export const deviceSessionList = z.object({ sessions: z.array(deviceSession) });

export const memberInfo = z.object({
  id: z.int(),
  account: z.string(),
  userName: z.string(),
  nickname: z.nullable(z.string()),
  type: z.int(),
  regDate: z.int(),
  mobile: z.nullable(z.string()),
  email: z.nullable(z.string()),
  vip: z.string(),
  toUpline: z.boolean(),
});
export type MemberInfo = z.infer<typeof memberInfo>;

/** GET /wps/member/trialuser: a new free-trial account name. */
export const trialUserAnswer = z.object({ userName: z.string() });
/** POST /wps/session/freePlay: log in as that trial account. */
export const freePlayPayload = z.object({
  userName: z.optional(z.string().check(z.maxLength(64))),
  loginDeviceId: deviceId,
});

export const SOCIAL_PROVIDERS = ['facebook', 'google'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
/**
 * Where a social login ends: the server redirects to /m/login?social=<one-time code> (trade it
 * with socialExchangePayload), or /m/login?socialError=<error code> when the login failed.
 */
export const SOCIAL_LOGIN_PARAMS = { code: 'social', error: 'socialError' } as const;
export const socialProvidersAnswer = z.object({
  providers: z.array(z.object({ provider: z.enum(SOCIAL_PROVIDERS), startUrl: z.string() })),
});
/** After the provider returns, the app trades a one-time code for a session. */
export const socialExchangePayload = z.object({
  code: z.string().check(z.minLength(16), z.maxLength(128)),
  loginDeviceId: deviceId,
});

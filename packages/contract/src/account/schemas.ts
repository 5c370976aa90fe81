import { z } from 'zod/mini';
import { onFirstUse } from '../on-first-use.js';

/**
 * Accounts: encrypted bodies, login, sessions, captcha, member info, free trial.
 * Login and registration bodies travel encrypted (see `encryptedBody`); the schemas below are
 * the decrypted payloads.
 */

export const LOGIN_TYPES = ['username', 'sms', 'firebase'] as const;

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
export const publicKeyAnswer = onFirstUse(() =>
  z.object({ keyId: z.string(), publicKey: z.string() }),
);

/** `{ value }` is base64 of 12-byte IV + AES-256-GCM ciphertext (with tag); header Encryption. */
export const encryptedBody = onFirstUse(() =>
  z.object({
    value: z.string().check(z.minLength(16), z.maxLength(20_000)),
  }),
);

/**
 * Freshness fields every encrypted payload carries (timestamp in epoch ms, a random nonce);
 * the server refuses replays and stale ones.
 */
export const freshFields = {
  timestamp: onFirstUse(() => z.int()),
  nonce: onFirstUse(() => z.string().check(z.minLength(16), z.maxLength(64))),
};

/** Longest password (login, payment and new ones) the server takes; the app's inputs stop there. */
export const PASSWORD_MAX_LENGTH = 128;
/** A password as it travels: any text up to PASSWORD_MAX_LENGTH (rules of form are per site). */
export const passwordText = onFirstUse(() => z.string().check(z.maxLength(PASSWORD_MAX_LENGTH)));

/** The persistent device id the app keeps in localStorage (loginDeviceId). */
export const deviceId = onFirstUse(() => z.string().check(z.regex(/^[\w-]{8,64}$/)));

/** Longest captcha answer the server reads; the app's input stops there. */
export const CAPTCHA_MAX_LENGTH = 6;
/** A captcha answer as it travels. */
export const captchaText = onFirstUse(() => z.string().check(z.maxLength(CAPTCHA_MAX_LENGTH)));
/** A country dialing code as login and registration send it (95, 66 ...). */
export const dialingCodeText = onFirstUse(() => z.string().check(z.maxLength(4)));

export const loginPayload = onFirstUse(() =>
  z.object({
    ...freshFields,
    type: z.enum(LOGIN_TYPES),
    /** The username, or the mobile number for type sms. */
    username: z.string().check(z.maxLength(64)),
    /** The password, or the SMS code for type sms. */
    password: passwordText,
    captcha: z.optional(captchaText),
    countryDialingCode: z.optional(dialingCodeText),
    loginDeviceId: deviceId,
    /** 'agent' logs into the agent area, which refuses non-agents. */
    area: z.optional(z.enum(['member', 'agent'])),
  }),
);
export type LoginPayload = z.infer<typeof loginPayload>;

/** A logged-in session, as login, registration and free play answer it. */
export const loginAnswer = onFirstUse(() =>
  z.object({
    token: z.string(),
    id: z.int(),
    userName: z.string(),
    customerType: z.int(),
    firstTimeLogin: z.boolean(),
    merchantCode: z.string(),
  }),
);
export type LoginAnswer = z.infer<typeof loginAnswer>;

export const captchaAnswer = onFirstUse(() =>
  z.object({
    /** A data: URL of the image; the code is bound to an http-only cookie. */
    image: z.string(),
    length: z.int(),
  }),
);

export const changePasswordPayload = onFirstUse(() =>
  z.object({
    oldPassword: passwordText,
    newPassword: passwordText,
    confirmNewPassword: passwordText,
  }),
);
export type ChangePasswordPayload = z.infer<typeof changePasswordPayload>;

export const sessionRenewAnswer = onFirstUse(() =>
  z.object({ idleExpiresAt: z.int(), absoluteExpiresAt: z.int() }),
);

/** What kind of device a session's user agent names. */
export const DEVICE_KINDS = ['phone', 'tablet', 'desktop', 'unknown'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

/**
 * A device as its user agent names it: the system and browser (proper names, not translated),
 * and whether it is the site's app shell. Null where the user agent does not say.
 */
export const sessionDevice = onFirstUse(() =>
  z.object({
    kind: z.enum(DEVICE_KINDS),
    os: z.nullable(z.string()),
    browser: z.nullable(z.string()),
    app: z.boolean(),
  }),
);
export type SessionDevice = z.infer<typeof sessionDevice>;

/**
 * Where a session signed in from, read from its address alone (no geo database of cities):
 * this machine (loopback), a local or carrier network (private), or the internet (public, with
 * the country when the site's address table knows it). The address is shown masked.
 */
export const PLACE_KINDS = ['loopback', 'private', 'public'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];
export const sessionPlace = onFirstUse(() =>
  z.object({
    kind: z.enum(PLACE_KINDS),
    maskedIp: z.string(),
    /** ISO 3166 alpha-2, or null. */
    country: z.nullable(z.string()),
  }),
);
export type SessionPlace = z.infer<typeof sessionPlace>;

/** A device the member is signed in on: its newest live session names it. */
export const deviceSession = onFirstUse(() =>
  z.object({
    /** The newest live session of the device: what signing it out names. */
    id: z.int(),
    deviceId: z.string(),
    createdAt: z.int(),
    lastSeenAt: z.int(),
    /** The device of the session asking. */
    current: z.boolean(),
    /** Live sessions of the device (a new tab that signed in again makes another). */
    sessions: z.int(),
    device: sessionDevice,
    place: sessionPlace,
  }),
);
export type DeviceSession = z.infer<typeof deviceSession>;
export const deviceSessionList = onFirstUse(() => z.object({ sessions: z.array(deviceSession) }));

export const deviceSignOutParams = onFirstUse(() =>
  z.object({
    id: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2 ** 31 - 1)),
  }),
);
/** How many sessions a sign-out ended. */
export const signOutAnswer = onFirstUse(() => z.object({ ended: z.int() }));

export const memberInfo = onFirstUse(() =>
  z.object({
    id: z.int(),
    account: z.string(),
    userName: z.string(),
    nickname: z.nullable(z.string()),
    type: z.int(),
    regDate: z.int(),
    mobile: z.nullable(z.string()),
    email: z.nullable(z.string()),
    /** The VIP label (VIP1 ...), or null while the member holds no VIP level. */
    vip: z.nullable(z.string()),
    toUpline: z.boolean(),
  }),
);
export type MemberInfo = z.infer<typeof memberInfo>;

/** GET /wps/member/trialuser: a new free-trial account name. */
export const trialUserAnswer = onFirstUse(() => z.object({ userName: z.string() }));
/** POST /wps/session/freePlay: log in as that trial account. */
export const freePlayPayload = onFirstUse(() =>
  z.object({
    userName: z.optional(z.string().check(z.maxLength(64))),
    loginDeviceId: deviceId,
  }),
);

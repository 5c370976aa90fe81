import { z } from 'zod/mini';
import type { ErrorTexts } from '../error-texts.js';
import { onFirstUse } from '../on-first-use.js';
import {
  dialingCodeDigits,
  mobileNumText,
  smsAnswer,
  smsCodeText,
} from '../verification/schemas.js';
import { passwordText } from './schemas.js';

/**
 * The security centre's contacts and payment password (/m/securityCenter). The spec names the
 * paths (/wps/member/paymentPassword and its /reset, /wps/member/info/email) and nothing else;
 * what follows is what a real platform does, and the server holds to it:
 *
 * - The payment password follows the site's registration rule for `paymentPassword` (by default
 *   6 to 20 characters), so what registration accepts is accepted here; it may not be the login
 *   password. It is stored hashed like the login password. Setting one needs none to exist;
 *   changing it needs the old one; resetting it needs an SMS code to the bound mobile and the
 *   login password. Wrong payment passwords (a change, or a withdrawal's check) count 5 per
 *   member within 15 minutes, then every check is refused (payment.password.locked) until the
 *   window has passed: a stolen session cannot guess it.
 * - Binding a mobile proves the new number with an SMS code (6 digits, the verification
 *   module's limits and countdown). Changing a bound one asks the login password too, and the
 *   old number gets an SMS that it was replaced.
 * - Binding an e-mail mails a link (a random 256-bit single-use token, kept hashed, 30 minutes);
 *   opening it binds the address. Changing a bound one asks the login password, and the old
 *   address gets a mail once the new one is confirmed.
 * - The login password these flows ask is counted on the change-password budget: 5 wrong within
 *   15 minutes ends every session of the member (password.old.too.many).
 * - Every change writes an inbox message, so a member sees what happened to the account.
 */

/** GET /wps/member/security: the contacts shown masked, and whether a payment password is set. */
export const securityOverview = onFirstUse(() =>
  z.object({
    /** The proved mobile, masked (95******5678), or null. */
    mobile: z.nullable(z.string()),
    /** The e-mail, masked (de****@example.com), or null. */
    email: z.nullable(z.string()),
    /** An address waiting for its link to be opened, masked, or null. */
    pendingEmail: z.nullable(z.string()),
    paymentPasswordSet: z.boolean(),
  }),
);
export type SecurityOverview = z.infer<typeof securityOverview>;

/** Set (none yet: no old one) or change (old one required) the payment password. */
export const paymentPasswordPayload = onFirstUse(() =>
  z.object({
    oldPaymentPassword: z.optional(passwordText),
    newPaymentPassword: passwordText,
    confirmPaymentPassword: passwordText,
  }),
);
export type PaymentPasswordPayload = z.infer<typeof paymentPasswordPayload>;

/** Reset: the code sent to the bound mobile and the login password prove the member. */
export const paymentPasswordResetPayload = onFirstUse(() =>
  z.object({
    verificationCode: smsCodeText,
    password: passwordText,
    newPaymentPassword: passwordText,
    confirmPaymentPassword: passwordText,
  }),
);
export type PaymentPasswordResetPayload = z.infer<typeof paymentPasswordResetPayload>;

/** A code to the bound mobile (for a reset); the answer is the countdown, as for every code. */
export const paymentCodeAnswer = smsAnswer;

/** A code to the number being bound. */
export const bindMobileCodePayload = onFirstUse(() =>
  z.object({
    mobileNum: mobileNumText,
    countryDialingCode: z.optional(dialingCodeDigits),
  }),
);

/** Bind (none yet) or change (login password required) the mobile number. */
export const bindMobilePayload = onFirstUse(() =>
  z.object({
    mobileNum: mobileNumText,
    countryDialingCode: z.optional(dialingCodeDigits),
    verificationCode: smsCodeText,
    password: z.optional(passwordText),
  }),
);
export type BindMobilePayload = z.infer<typeof bindMobilePayload>;

/** Bind (none yet) or change (login password required) the e-mail: a link is mailed to it. */
export const bindEmailPayload = onFirstUse(() =>
  z.object({
    email: z.string().check(z.minLength(3), z.maxLength(128)),
    password: z.optional(passwordText),
  }),
);
export type BindEmailPayload = z.infer<typeof bindEmailPayload>;
/** How long the mailed link works, so the app can say so. */
export const bindEmailAnswer = onFirstUse(() => z.object({ expiredMinutes: z.int() }));

/** Opening the mailed link: its token binds the address (any browser, no session needed). */
export const confirmEmailPayload = onFirstUse(() =>
  z.object({
    token: z.string().check(z.minLength(16), z.maxLength(128)),
  }),
);
export const confirmEmailAnswer = onFirstUse(() => z.object({ email: z.string() }));
/**
 * Query of the confirmation page's link: /m/confirmEmail?emailToken=<token> (not `token`, which
 * the app shell takes as a session handed over by the native app).
 */
export const EMAIL_TOKEN_PARAM = 'emailToken';

export const SECURITY_ERRORS = {
  'payment.password.format': {
    status: 400,
    EN: 'This payment password is not accepted: check its length.',
    MY: 'ဤငွေပေးချေမှုစကားဝှက်ကို လက်မခံပါ- အရှည်ကို စစ်ဆေးပါ။',
  },
  'payment.password.same.login': {
    status: 400,
    EN: 'The payment password must differ from your login password.',
    MY: 'ငွေပေးချေမှုစကားဝှက်သည် အကောင့်ဝင်စကားဝှက်နှင့် မတူရပါ။',
  },
  'payment.password.same.old': {
    status: 400,
    EN: 'The new payment password must differ from the old one.',
    MY: 'ငွေပေးချေမှုစကားဝှက်အသစ်သည် အဟောင်းနှင့် မတူရပါ။',
  },
  'payment.password.confirm.mismatch': {
    status: 400,
    EN: 'The two payment passwords do not match.',
    MY: 'ငွေပေးချေမှုစကားဝှက် နှစ်ခု မတူညီပါ။',
  },
  'payment.password.old.wrong': {
    status: 400,
    EN: 'The old payment password is incorrect.',
    MY: 'ငွေပေးချေမှုစကားဝှက်အဟောင်း မှားနေသည်။',
  },
  'payment.password.wrong': {
    status: 400,
    EN: 'The payment password is incorrect.',
    MY: 'ငွေပေးချေမှုစကားဝှက် မှားနေသည်။',
  },
  'payment.password.not.set': {
    status: 409,
    EN: 'You have not set a payment password yet.',
    MY: 'ငွေပေးချေမှုစကားဝှက် မသတ်မှတ်ရသေးပါ။',
  },
  'payment.password.locked': {
    status: 429,
    EN: 'Too many wrong payment passwords. Please try again in 15 minutes.',
    MY: 'ငွေပေးချေမှုစကားဝှက် မှားယွင်းမှု များလွန်းသည်။ မိနစ် ၁၅ အကြာတွင် ထပ်ကြိုးစားပါ။',
  },
  'security.password.wrong': {
    status: 400,
    EN: 'The login password is incorrect.',
    MY: 'အကောင့်ဝင်စကားဝှက် မှားနေသည်။',
  },
  'security.password.required': {
    status: 400,
    EN: 'Enter your login password to change this.',
    MY: 'ဤအရာကို ပြောင်းရန် အကောင့်ဝင်စကားဝှက်ကို ထည့်ပါ။',
  },
  'mobile.not.bound': {
    status: 409,
    EN: 'Bind a mobile number first.',
    MY: 'ဖုန်းနံပါတ်ကို အရင်ချိတ်ဆက်ပါ။',
  },
  'mobile.same': {
    status: 409,
    EN: 'This number is already bound to your account.',
    MY: 'ဤနံပါတ်သည် သင့်အကောင့်နှင့် ချိတ်ဆက်ပြီးဖြစ်သည်။',
  },
  'email.same': {
    status: 409,
    EN: 'This e-mail is already bound to your account.',
    MY: 'ဤအီးမေးလ်သည် သင့်အကောင့်နှင့် ချိတ်ဆက်ပြီးဖြစ်သည်။',
  },
  'email.link.invalid': {
    status: 400,
    EN: 'This link has expired or was already used. Ask for a new one in the security centre.',
    MY: 'ဤလင့်ခ်သည် သက်တမ်းကုန်သွားပြီ သို့မဟုတ် အသုံးပြုပြီးဖြစ်သည်။ လုံခြုံရေးစင်တာတွင် အသစ်တောင်းပါ။',
  },
} as const satisfies ErrorTexts;

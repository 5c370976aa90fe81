import { randomInt } from 'node:crypto';
import {
  checkField,
  type FieldRule,
  MEMBER_TYPES,
  NON_AGENT_TYPES,
  REGISTRATION_FIELDS,
  type RegisterPayload,
  type RegistrationField,
  type RegistrationSettings,
} from '@lotto/contract';
import type { RequestCtx, SiteCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { checkCaptcha } from '../captcha/index.js';
import {
  findMemberByAffiliateCode,
  findMemberByMobile,
  findMemberByUsername,
  type NewMemberFields,
} from '../member/index.js';
import { rememberDevice, type SignedIn } from '../session/index.js';
import { signUp } from '../signup/index.js';
import { consumeCode, type MobileNumber, parseMobile } from '../verification/index.js';
import { registrationSettingsOf } from './registration.rules.js';

type Values = Partial<Record<RegistrationField, string>>;
const SECRETS: readonly RegistrationField[] = ['password', 'confirmPassword', 'paymentPassword'];
/** Checked on their own: the captcha by checkCaptcha, the confirmation by equality. */
const CHECKED_APART: readonly RegistrationField[] = ['captcha', 'confirmPassword'];

/**
 * The rules this registration is checked with: the site's, except that the password and the
 * method's own field (username, or mobile number) are always on and required, and a mobile
 * registration may leave the username out (one is made from the number).
 */
const effectiveRules = (settings: RegistrationSettings, byMobile: boolean) => {
  const rules = { ...settings.fields };
  const on = (field: RegistrationField) => {
    rules[field] = { ...rules[field], enabled: true, required: true };
  };
  on('password');
  on(byMobile ? 'mobileNum' : 'username');
  if (byMobile) rules.username = { ...rules.username, required: false };
  return rules;
};

/** The enabled fields' values (trimmed, secrets as typed); switched-off fields are ignored. */
const valuesOf = (rules: Record<RegistrationField, FieldRule>, payload: RegisterPayload) => {
  const values: Values = {};
  for (const field of REGISTRATION_FIELDS) {
    const raw = payload[field];
    if (!rules[field].enabled || typeof raw !== 'string') continue;
    values[field] = SECRETS.includes(field) ? raw : raw.trim();
  }
  return values;
};

/** Every enabled field against the rule the site serves, all failures in one answer. */
const checkFields = (rules: Record<RegistrationField, FieldRule>, values: Values) => {
  const fields = REGISTRATION_FIELDS.filter((f) => rules[f].enabled && !CHECKED_APART.includes(f))
    .map((field) => ({
      field,
      rule: rules[field],
      reason: checkField(rules[field], values[field] ?? ''),
    }))
    .filter(({ reason }) => reason !== 'ok')
    .map(({ field, rule, reason }) => ({
      field,
      patternId: rule.patternId,
      min: rule.minLength,
      max: rule.maxLength,
      reason,
    }));
  if (fields.length > 0) throw new AppError('register.field.invalid', { fields });
};

/** Names made from the number, in turn: m912345678, then with a random tail. */
const usernamesFromNumber = (mobile: MobileNumber) => (attempt: number) =>
  attempt === 0
    ? `m${mobile.national}`
    : `m${mobile.national.slice(-10)}${randomInt(1000, 10_000)}`;

/** The active real member who owns an affiliate code; agents of this site only, when asked. */
export const affiliateOwner = async (ctx: SiteCtx, code: string, agentsOnly: boolean) => {
  const owner = await findMemberByAffiliateCode(ctx, code);
  if (owner?.status !== 'active' || owner.type === MEMBER_TYPES.freeTrial) return null;
  if (agentsOnly && NON_AGENT_TYPES.includes(owner.type)) return null;
  return owner;
};

/** True when a username is taken on the site (any case). */
export const usernameExists = async (ctx: SiteCtx, username: string) =>
  (await findMemberByUsername(ctx, username)) !== undefined;

/** The member's own fields from the form's values; empty ones are left out. */
const memberFields = (
  payload: RegisterPayload,
  values: Values,
  mobile: MobileNumber | null,
  verified: boolean,
  owner: { id: number; type: number; affiliate_code: string | null } | null,
): NewMemberFields => ({
  password: payload.password,
  paymentPassword: values.paymentPassword || null,
  uplineId: owner && !NON_AGENT_TYPES.includes(owner.type) ? owner.id : null,
  referredByCode: owner?.affiliate_code ?? null,
  nickname: values.nickname || null,
  email: values.email || null,
  dialingCode: mobile?.dialingCode ?? null,
  mobile: mobile?.national ?? null,
  mobileVerified: verified,
  payeeName: values.payeeName || null,
  idNumber: values.idNumber || null,
  qq: values.qqNum || null,
  facebook: values.facebook || null,
  wechat: values.wechat || null,
  line: values.line || null,
  whatsapp: values.whatsapp || null,
  zalo: values.zalo || null,
  recommenderId: values.recommenderId || null,
  registerMethod: payload.registerMethod,
  // Host names ignore case and a final dot: stored as the canonical name.
  registerUrl: payload.registerUrl.toLowerCase().replace(/\.$/, ''),
});

/** The form's values, checked against the site's rules (all failures in one answer). */
const checkedValues = (settings: RegistrationSettings, payload: RegisterPayload) => {
  const byMobile = !payload.normalRegistration;
  if (!(byMobile ? settings.methods.mobile : settings.methods.username)) {
    throw new AppError('function.not.available');
  }
  const rules = effectiveRules(settings, byMobile);
  const values = valuesOf(rules, payload);
  checkFields(rules, values);
  if (rules.confirmPassword.enabled && payload.password !== payload.confirmPassword) {
    throw new AppError('password.confirm.mismatch');
  }
  if (!payload.ageConfirmed) throw new AppError('age.not.confirmed');
  return { values, byMobile };
};

/**
 * Registers a member (type 0) by username or by mobile number and answers a logged-in session.
 * Checks that cost nothing come first; the captcha and the SMS code are used up last but one,
 * so a taken name does not burn the code the member waited for. The member, the welcome
 * credit and the session are then one sign-up; the device is remembered as one signed in on.
 */
export const register = async (ctx: RequestCtx, payload: RegisterPayload): Promise<SignedIn> => {
  const settings = registrationSettingsOf(ctx.site);
  const { values, byMobile } = checkedValues(settings, payload);
  const mobile = values.mobileNum
    ? parseMobile(ctx.site, values.mobileNum, payload.countryDialingCode)
    : null;
  if (values.username && (await usernameExists(ctx, values.username))) {
    throw new AppError('username.exists');
  }
  if (settings.captcha.enabled) await checkCaptcha(ctx, payload.captcha);
  if (mobile && (await findMemberByMobile(ctx, mobile))) throw new AppError('mobile.exists');
  const owner = values.affiliateCode
    ? await affiliateOwner(ctx, values.affiliateCode, false)
    : null;
  if (values.affiliateCode && !owner) throw new AppError('affiliate.invalid');
  const verified = byMobile && mobile !== null && settings.methods.mobileNeedsSms;
  if (verified) {
    const code = payload.verificationCode ?? '';
    await consumeCode(ctx, { purpose: 'register', mobile, code });
  }
  const { session } = await signUp(ctx, {
    member: memberFields(payload, values, mobile, verified, owner),
    username: values.username || (mobile ? usernamesFromNumber(mobile) : ''),
    session: { deviceId: payload.loginDeviceId, ip: ctx.ip, userAgent: ctx.userAgent },
  });
  if (!session) throw new Error('sign-up without its session');
  return { session, deviceSecret: await rememberDevice(ctx, session.id) };
};

import { randomInt } from 'node:crypto';
import {
  checkField,
  type FieldRule,
  type LoginAnswer,
  MEMBER_TYPES,
  NON_AGENT_TYPES,
  REGISTRATION_FIELDS,
  type RegisterPayload,
  type RegistrationField,
  type RegistrationSettings,
} from '@lotto/contract';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { checkCaptcha } from '../captcha/captcha.service.js';
import { findMemberRowByAffiliateCode } from '../member/member.repository.js';
import {
  createMember,
  findMemberByMobile,
  findMemberByUsername,
} from '../member/member.service.js';
import { createSession } from '../session/session.service.js';
import type { Site } from '../system/site.js';
import { type MobileNumber, parseMobile } from '../verification/mobile.js';
import { consumeCode } from '../verification/verification.service.js';
import { loadRegistrationSettings } from './registration.rules.js';

export interface RegisterContext {
  db: Kysely<Database>;
  site: Site;
  /** For the captcha cookie. */
  request: FastifyRequest;
  ip: string;
  now: number;
}

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

/** A free username made from the number: m912345678, else with a random tail. */
const usernameFromNumber = async (ctx: RegisterContext, mobile: MobileNumber) => {
  for (let attempt = 0; attempt < 5; attempt++) {
    const name =
      attempt === 0
        ? `m${mobile.national}`
        : `m${mobile.national.slice(-10)}${randomInt(1000, 10_000)}`;
    if (!(await findMemberByUsername(ctx.db, ctx.site.id, name))) return name;
  }
  throw new AppError('username.exists');
};

/** The active real member who owns an affiliate code; agents of this site only, when asked. */
export const affiliateOwner = async (
  db: Kysely<Database>,
  site: Site,
  code: string,
  agentsOnly: boolean,
) => {
  const owner = await findMemberRowByAffiliateCode(db, site.id, code.trim());
  if (owner?.status !== 'active' || owner.type === MEMBER_TYPES.freeTrial) return null;
  if (agentsOnly && NON_AGENT_TYPES.includes(owner.type)) return null;
  return owner;
};

/** True when a username is taken on the site (any case). */
export const usernameExists = async (db: Kysely<Database>, site: Site, username: string) =>
  (await findMemberByUsername(db, site.id, username)) !== undefined;

/**
 * Registers a member (type 0) by username or by mobile number and answers a logged-in session.
 * Checks that cost nothing come first; the captcha and the SMS code are used up last but one,
 * so a taken name does not burn the code the member waited for.
 */
export const register = async (
  ctx: RegisterContext,
  payload: RegisterPayload,
): Promise<LoginAnswer> => {
  const { db, site } = ctx;
  const settings = await loadRegistrationSettings(db, site);
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
  const mobile = values.mobileNum
    ? parseMobile(site, values.mobileNum, payload.countryDialingCode)
    : null;
  if (values.username && (await usernameExists(db, site, values.username))) {
    throw new AppError('username.exists');
  }
  if (settings.captcha.enabled) await checkCaptcha(db, ctx.request, payload.captcha);
  if (mobile && (await findMemberByMobile(db, site.id, mobile.dialingCode, mobile.national))) {
    throw new AppError('mobile.exists');
  }
  const owner = values.affiliateCode
    ? await affiliateOwner(db, site, values.affiliateCode, false)
    : null;
  if (values.affiliateCode && !owner) throw new AppError('affiliate.invalid');
  if (byMobile && mobile && settings.methods.mobileNeedsSms) {
    await consumeCode(db, {
      merchantId: site.id,
      purpose: 'register',
      dialingCode: mobile.dialingCode,
      mobile: mobile.national,
      code: payload.verificationCode ?? '',
      now: ctx.now,
    });
  }
  const member = await createMember(db, site, {
    username: values.username || (mobile ? await usernameFromNumber(ctx, mobile) : ''),
    password: payload.password,
    paymentPassword: values.paymentPassword || null,
    uplineId: owner && !NON_AGENT_TYPES.includes(owner.type) ? owner.id : null,
    referredByCode: owner?.affiliate_code ?? null,
    nickname: values.nickname || null,
    email: values.email || null,
    dialingCode: mobile?.dialingCode ?? null,
    mobile: mobile?.national ?? null,
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
    registerUrl: payload.registerUrl || null,
    now: ctx.now,
  });
  return createSession(db, {
    memberId: member.id,
    merchantId: site.id,
    deviceId: payload.loginDeviceId,
    ip: ctx.ip,
    now: ctx.now,
  });
};

import { randomInt } from 'node:crypto';
import {
  checkField,
  type FieldRule,
  isAgentType,
  MEMBER_TYPES,
  NON_AGENT_TYPES,
  openableTypes,
  REGISTRATION_FIELDS,
  type RegisterPayload,
  type RegistrationField,
  type RegistrationSettings,
} from '@lotto/contract';
import type { RequestCtx, SiteCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import { checkCaptcha } from '../captcha/index.js';
import {
  findMember,
  findMemberByAffiliateCode,
  findMemberByMobile,
  findMemberByUsername,
  type NewMemberFields,
} from '../member/index.js';
import { onReferredSignUp } from '../promotions/index.js';
import { setOpeningPrizeGroup } from '../rebates/index.js';
import { rememberDevice, type SignedIn } from '../session/index.js';
import { signUp } from '../signup/index.js';
import type { Site } from '../system/index.js';
import { registrationSettingsOf } from '../system/index.js';
import { affiliateLinkByCode } from '../team/index.js';
import { consumeCode, type MobileNumber, parseMobile } from '../verification/index.js';

type Values = Partial<Record<RegistrationField, string>>;
const SECRETS: readonly RegistrationField[] = ['password', 'confirmPassword', 'paymentPassword'];
/** Checked on their own: the captcha by checkCaptcha, the confirmation by equality. */
const CHECKED_APART: readonly RegistrationField[] = ['captcha', 'confirmPassword'];

/**
 * The rules this registration is checked with: the site's, except that the password and the
 * method's own field (username, or mobile number) are always on and required, and a mobile
 * registration may leave the username out (one is made from the number). With invite friends
 * (REFERRAL) on, the recommender id is taken even where the form does not show it: the
 * member's invite link carries it.
 */
const effectiveRules = (settings: RegistrationSettings, byMobile: boolean, referral: boolean) => {
  const rules = { ...settings.fields };
  if (referral) rules.recommenderId = { ...rules.recommenderId, enabled: true };
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

/**
 * What an affiliate code names: a member's own code (the member registers as a player under
 * that agent), or one of an agent's links (under that agent, with the link's type while the
 * agent may still open it). Null: no such code, or its owner may not take members now.
 */
export const affiliateOf = async (ctx: SiteCtx, code: string, agentsOnly: boolean) => {
  const owner = await affiliateOwner(ctx, code, agentsOnly);
  if (owner) return { owner, type: MEMBER_TYPES.member as number, prizeGroup: null };
  const link = await affiliateLinkByCode(ctx, code);
  const agent = link && (await findMember(ctx, link.memberId));
  if (!link || agent?.status !== 'active' || !isAgentType(agent.type)) return null;
  const type = openableTypes(agent.type).includes(link.memberType) ? link.memberType : 0;
  return { owner: agent, type, prizeGroup: link.prizeGroup };
};

/**
 * The member a recommender id names (an invite link's): an active real member of this site, by
 * their id; anything else is a broken link (null).
 */
const recommenderOf = async (ctx: SiteCtx, recommenderId: string) => {
  if (!/^\d{1,10}$/.test(recommenderId)) return null;
  const member = await findMember(ctx, Number(recommenderId));
  if (member?.merchant_id !== ctx.site.id || member.status !== 'active') return null;
  return member.type === MEMBER_TYPES.freeTrial ? null : member;
};

/**
 * What belongs to the sign-up's transaction: the inviter's referral entries, and the prize
 * group of the agent's link the member came by (never above the agent's own now).
 */
const alongSignUp = async (
  trx: SiteCtx,
  member: { id: number },
  from: {
    recommender: { id: number; type: number } | null;
    affiliate: Awaited<ReturnType<typeof affiliateOf>>;
  },
) => {
  const { recommender, affiliate } = from;
  if (recommender) {
    const inviter = { inviterId: recommender.id, inviterType: recommender.type };
    await onReferredSignUp(trx, { ...inviter, inviteeId: member.id });
  }
  if (affiliate?.prizeGroup != null) {
    await setOpeningPrizeGroup(trx, {
      member: { id: member.id, merchant_id: trx.site.id },
      uplineId: affiliate.owner.id,
      prizeGroup: affiliate.prizeGroup,
      aboveOwn: 'lower',
    });
  }
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
  recommender: { id: number } | null,
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
  // The recommender is never the upline: only an agent's affiliate code places a member.
  recommenderId: recommender ? String(recommender.id) : null,
  registerMethod: payload.registerMethod,
  // Host names ignore case and a final dot: stored as the canonical name.
  registerUrl: payload.registerUrl.toLowerCase().replace(/\.$/, ''),
});

/** The form's values, checked against the site's rules (all failures in one answer). */
const checkedValues = (settings: RegistrationSettings, payload: RegisterPayload, site: Site) => {
  const byMobile = !payload.normalRegistration;
  if (!(byMobile ? settings.methods.mobile : settings.methods.username)) {
    throw new AppError('function.not.available');
  }
  const rules = effectiveRules(settings, byMobile, site.whitelabel.REFERRAL);
  const values = valuesOf(rules, payload);
  checkFields(rules, values);
  if (rules.confirmPassword.enabled && payload.password !== payload.confirmPassword) {
    throw new AppError('password.confirm.mismatch');
  }
  if (!payload.ageConfirmed) throw new AppError('age.not.confirmed');
  return { values, byMobile };
};

/**
 * Registers a member (type 0, or an affiliate link's type) by username or by mobile number and answers a logged-in session.
 * Checks that cost nothing come first; the captcha and the SMS code are used up last but one,
 * so a taken name does not burn the code the member waited for. The member, the welcome
 * credit and the session are then one sign-up; the device is remembered as one signed in on.
 */
export const register = async (ctx: RequestCtx, payload: RegisterPayload): Promise<SignedIn> => {
  const settings = registrationSettingsOf(ctx.site);
  const { values, byMobile } = checkedValues(settings, payload, ctx.site);
  const mobile = values.mobileNum
    ? parseMobile(ctx.site, values.mobileNum, payload.countryDialingCode)
    : null;
  if (values.username && (await usernameExists(ctx, values.username))) {
    throw new AppError('username.exists');
  }
  const recommender = values.recommenderId ? await recommenderOf(ctx, values.recommenderId) : null;
  if (values.recommenderId && !recommender) throw new AppError('referrer.link.error');
  if (settings.captcha.enabled) await checkCaptcha(ctx, payload.captcha);
  if (mobile && (await findMemberByMobile(ctx, mobile))) throw new AppError('mobile.exists');
  const affiliate = values.affiliateCode
    ? await affiliateOf(ctx, values.affiliateCode, false)
    : null;
  if (values.affiliateCode && !affiliate) throw new AppError('affiliate.invalid');
  const owner = affiliate?.owner ?? null;
  const verified = byMobile && mobile !== null && settings.methods.mobileNeedsSms;
  if (verified) {
    const code = payload.verificationCode ?? '';
    await consumeCode(ctx, { purpose: 'register', mobile, code });
  }
  const { session } = await signUp(ctx, {
    member: {
      ...memberFields(payload, values, mobile, verified, owner, recommender),
      type: affiliate?.type ?? MEMBER_TYPES.member,
    },
    username: values.username || (mobile ? usernamesFromNumber(mobile) : ''),
    session: { deviceId: payload.loginDeviceId, ip: ctx.ip, userAgent: ctx.userAgent },
    alongside: (trx, member) => alongSignUp(trx, member, { recommender, affiliate }),
  });
  if (!session) throw new Error('sign-up without its session');
  return { session, deviceSecret: await rememberDevice(ctx, session.id) };
};

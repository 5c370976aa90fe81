import {
  type BindEmailPayload,
  type BindMobilePayload,
  EMAIL_TOKEN_PARAM,
  FIELD_PATTERNS,
  type SecurityOverview,
} from '@lotto/contract';
import { type MemberCtx, type RequestCtx, transaction } from '../../context.js';
import { AppError } from '../../errors.js';
import { notifyMember } from '../inbox/index.js';
import type { Mailer } from '../mail/index.js';
import {
  bindMemberMobile,
  findMemberByMobile,
  type MemberRow,
  maskEmail,
  maskMobile,
  setMemberEmail,
} from '../member/index.js';
import { checkCurrentPassword } from '../password/index.js';
import {
  consumeToken,
  countTokensSince,
  findToken,
  issueToken,
  liveTokenSubject,
  retireTokens,
} from '../tokens/index.js';
import {
  consumeCode,
  type MobileNumber,
  parseMobile,
  requestSmsCode,
  type SmsDeps,
  type SmsGateway,
} from '../verification/index.js';
import { bindEmailMail, emailReplacedMail, mobileReplacedSms } from './messages.js';
import { requireMember } from './payment-password.service.js';

export const EMAIL_LINK = {
  ttlMinutes: 30,
  /** Links one member can be sent in an hour. */
  perMemberPerHour: 5,
} as const;
const HOUR_MS = 60 * 60_000;
/** spec/01 section 5: the e-mail rule of the forms. */
const EMAIL = new RegExp(FIELD_PATTERNS[4].source);
const PURPOSE = 'email.bind';

/** The security centre's view: contacts masked, and whether a payment password is set. */
export const securityOverviewOf = async (ctx: MemberCtx): Promise<SecurityOverview> => {
  const row = await requireMember(ctx, ctx.member.id);
  const pending = await liveTokenSubject(ctx, PURPOSE, row.id);
  return {
    mobile: row.mobile ? maskMobile(row.dialing_code, row.mobile) : null,
    email: maskEmail(row.email),
    pendingEmail: pending ? maskEmail(pending) : null,
    paymentPasswordSet: row.payment_password_hash !== null,
  };
};

/** A change of a contact the member has asks the login password, on its budget. */
const proveOwner = async (ctx: MemberCtx, had: boolean, password: string | undefined) => {
  if (!had) return;
  if (!password) throw new AppError('security.password.required');
  await checkCurrentPassword(ctx, password, 'security.password.wrong');
};

/** The number to bind: not the member's own already, and no other member's proved one. */
const checkNewMobile = async (ctx: MemberCtx, row: MemberRow, mobile: MobileNumber) => {
  if (row.dialing_code === mobile.dialingCode && row.mobile === mobile.national) {
    throw new AppError('mobile.same');
  }
  const holder = await findMemberByMobile(ctx, mobile);
  if (holder && holder.id !== row.id) throw new AppError('mobile.exists');
};

/** Sends a code to the number being bound. */
export const sendBindMobileCode = async (
  ctx: MemberCtx,
  deps: SmsDeps,
  body: { mobileNum: string; countryDialingCode?: string | undefined },
) => {
  const mobile = parseMobile(ctx.site, body.mobileNum, body.countryDialingCode);
  await checkNewMobile(ctx, await requireMember(ctx, ctx.member.id), mobile);
  return requestSmsCode(ctx, deps, {
    purpose: 'bind',
    mobileNum: mobile.national,
    countryDialingCode: mobile.dialingCode,
  });
};

/**
 * Binds the number the code was sent to. Replacing a bound number asks the login password,
 * and the old number is told by SMS; an inbox message records it either way.
 */
export const bindMobile = async (
  ctx: MemberCtx,
  sms: SmsGateway,
  body: BindMobilePayload,
): Promise<SecurityOverview> => {
  const mobile = parseMobile(ctx.site, body.mobileNum, body.countryDialingCode);
  const row = await requireMember(ctx, ctx.member.id);
  await checkNewMobile(ctx, row, mobile);
  await proveOwner(ctx, row.mobile !== null, body.password);
  await consumeCode(ctx, { purpose: 'bind', mobile, code: body.verificationCode });
  const to = maskMobile(mobile.dialingCode, mobile.national) ?? '';
  await transaction(ctx, async (trx) => {
    await bindMemberMobile(trx, row.id, mobile);
    await notifyMember(trx, row.id, {
      kind: 'contact_changed',
      channel: 'mobile',
      to,
      replaced: row.mobile !== null,
    });
  });
  if (row.mobile && row.dialing_code) {
    const text = mobileReplacedSms(ctx.language, { siteName: ctx.site.name, to });
    await sms.send(`+${row.dialing_code}${row.mobile}`, text, { merchantId: ctx.site.id });
  }
  return securityOverviewOf(ctx);
};

/**
 * Mails a single-use link to the address being bound (replacing a bound address asks the login
 * password). The address is bound only when the link is opened.
 */
export const requestEmailBinding = async (
  ctx: MemberCtx,
  mailer: Mailer,
  body: BindEmailPayload & { origin: string },
): Promise<{ expiredMinutes: number }> => {
  const email = body.email.trim();
  if (!EMAIL.test(email)) throw new AppError('email.invalid');
  const row = await requireMember(ctx, ctx.member.id);
  if (row.email?.toLowerCase() === email.toLowerCase()) throw new AppError('email.same');
  await proveOwner(ctx, row.email !== null, body.password);
  const now = ctx.now();
  if (
    (await countTokensSince(ctx, PURPOSE, row.id, now - HOUR_MS)) >= EMAIL_LINK.perMemberPerHour
  ) {
    throw new AppError('too.many.requests');
  }
  const token = await transaction(ctx, async (trx) => {
    await retireTokens(trx, PURPOSE, row.id);
    return issueToken(trx, {
      purpose: PURPOSE,
      memberId: row.id,
      subject: email,
      ttlMs: EMAIL_LINK.ttlMinutes * 60_000,
    });
  });
  const link = `${body.origin}/m/confirmEmail?${EMAIL_TOKEN_PARAM}=${token}`;
  const mail = bindEmailMail(ctx.language, {
    siteName: ctx.site.name,
    userName: row.username,
    link,
    minutes: EMAIL_LINK.ttlMinutes,
  });
  await mailer.send({ merchantId: ctx.site.id, to: email, ...mail });
  return { expiredMinutes: EMAIL_LINK.ttlMinutes };
};

/**
 * Opens a mailed link: binds its address, once. The old address, if any, is told by mail; an
 * inbox message records it either way. Used, replaced, expired and unknown links answer alike.
 */
export const confirmEmailBinding = async (
  ctx: RequestCtx,
  mailer: Mailer,
  token: string,
): Promise<{ email: string }> => {
  const link = await findToken(ctx, PURPOSE, token);
  const email = link?.subject;
  const row = link ? await requireMember(ctx, link.memberId).catch(() => undefined) : undefined;
  if (!link || !email || !row || row.status !== 'active') throw new AppError('email.link.invalid');
  const masked = maskEmail(email) ?? '';
  const bound = await transaction(ctx, async (trx) => {
    if (!(await consumeToken(trx, link.id))) return false;
    await setMemberEmail(trx, row.id, email);
    await retireTokens(trx, PURPOSE, row.id);
    await notifyMember(trx, row.id, {
      kind: 'contact_changed',
      channel: 'email',
      to: masked,
      replaced: row.email !== null,
    });
    return true;
  });
  if (!bound) throw new AppError('email.link.invalid');
  if (row.email && row.email.toLowerCase() !== email.toLowerCase()) {
    const mail = emailReplacedMail(ctx.language, {
      siteName: ctx.site.name,
      userName: row.username,
      to: masked,
    });
    await mailer.send({ merchantId: ctx.site.id, to: row.email, ...mail });
  }
  return { email: masked };
};

import { randomInt } from 'node:crypto';
import { MEMBER_TYPES, type MemberInfo } from '@lotto/contract';
import type { Ctx, MemberCtx, SiteCtx } from '../../context.js';
import { AppError } from '../../errors.js';
import {
  countRecommendedRows,
  deleteTrialMemberRows,
  dropUnverifiedNumber,
  findMemberRowByAffiliateCode,
  findMemberRowById,
  findMemberRowByMobile,
  findMemberRowByUsername,
  findTrialMemberIds,
  findUsernames,
  insertMemberRow,
  markLogin,
  raiseVipLevelRow,
  setPayeeNameIfUnset,
  uniqueViolationOf,
  updateMemberRow,
} from './member.repository.js';
import type { MemberRow, NewMember } from './member.tables.js';
import { hashPassword, NO_PASSWORD } from './password.js';

/** A member by id, or undefined. */
export const findMember = ({ db }: Ctx, id: number) => findMemberRowById(db, id);

/** How many members signed up naming this member as their recommender (the invite link). */
export const countInvitedBy = ({ db, site }: SiteCtx, memberId: number) =>
  countRecommendedRows(db, site.id, String(memberId));

/** A member of the site by username (any case), or undefined. */
export const findMemberByUsername = ({ db, site }: SiteCtx, username: string) =>
  findMemberRowByUsername(db, site.id, username.trim());

/** A member of the site by dialing code and national number, or undefined. */
export const findMemberByMobile = (
  { db, site }: SiteCtx,
  mobile: { dialingCode: string; national: string },
) => findMemberRowByMobile(db, site.id, mobile.dialingCode, mobile.national);

/** The member of the site whose affiliate (invitation) code this is, or undefined. */
export const findMemberByAffiliateCode = ({ db, site }: SiteCtx, code: string) =>
  findMemberRowByAffiliateCode(db, site.id, code.trim());

/** Usernames by member id. */
export const usernamesOf = ({ db }: Ctx, ids: readonly number[]) => findUsernames(db, ids);

/**
 * Free-trial members of any site created before `before`: at most `limit`, in id order, from
 * the first after `afterId` (a caller going through them all passes the last it got).
 */
export const trialMembersCreatedBefore = (
  { db }: Ctx,
  before: number,
  limit: number,
  afterId = 0,
) => findTrialMemberIds(db, { before, afterId }, limit);

/** Removes free-trial members; every other module has removed their rows first. */
export const removeTrialMembers = ({ db }: Ctx, ids: readonly number[]) =>
  deleteTrialMemberRows(db, ids);

/** Records a login; true only for the member's first one. */
export const recordLogin = ({ db, now }: Ctx, memberId: number) => markLogin(db, memberId, now());

/** Stores a new password (hashed). Ending the member's sessions is the caller's part. */
export const setPasswordHash = async ({ db }: Ctx, memberId: number, password: string) => {
  await updateMemberRow(db, memberId, { password_hash: await hashPassword(password) });
};

/** Stores a new payment password, hashed like the login password (the caller checked it). */
export const setPaymentPasswordHash = async ({ db }: Ctx, memberId: number, password: string) => {
  await updateMemberRow(db, memberId, { payment_password_hash: await hashPassword(password) });
};

/** Sets the member's e-mail (the caller proved it with a mailed link). */
export const setMemberEmail = async ({ db }: Ctx, memberId: number, email: string) => {
  await updateMemberRow(db, memberId, { email });
};

/**
 * Makes a number the member proved with an SMS code theirs: it replaces the one they had, and
 * members who only typed it lose it. Another member holding it proved is refused (mobile.exists),
 * by the database too when two bind it at once.
 */
export const bindMemberMobile = async (
  { db }: Ctx,
  memberId: number,
  mobile: { dialingCode: string; national: string },
) => {
  try {
    await updateMemberRow(db, memberId, {
      dialing_code: mobile.dialingCode,
      mobile: mobile.national,
      unverified_dialing_code: null,
      unverified_mobile: null,
    });
  } catch (err) {
    if (uniqueViolationOf(err) === 'mobile') throw new AppError('mobile.exists');
    throw err;
  }
  const row = await findMemberRowById(db, memberId);
  if (row) await dropUnverifiedNumber(db, row);
};

/** The profile fields a member changes himself (the caller has checked the values). */
export const updateMemberProfile = async (
  { db }: Ctx,
  memberId: number,
  changes: { headIcon?: number; nickname?: string },
) => {
  await updateMemberRow(db, memberId, {
    ...(changes.headIcon !== undefined && { head_icon: changes.headIcon }),
    ...(changes.nickname !== undefined && { nickname: changes.nickname }),
  });
};

/**
 * Raises the member's VIP level to `level` if it is lower (levels never fall): false when it
 * already was there, so two runs that reach the same level raise it once.
 */
export const raiseVipLevel = ({ db }: Ctx, memberId: number, level: number) =>
  raiseVipLevelRow(db, memberId, level);

/** Sets the member's payee name once; false when one was set already (also by a racing call). */
export const setPayeeNameOnce = ({ db }: Ctx, memberId: number, name: string) =>
  setPayeeNameIfUnset(db, memberId, name);

/** What a new member is made of; text fields are stored as given (callers have checked them). */
export interface NewMemberFields {
  /**
   * Null: no usable password (free trial, social login). A `{ hash }` was hashed before (the
   * seed hashes each published demo password once, not once per account).
   */
  password: string | { hash: string } | null;
  type?: number;
  /** A chosen invitation code (the demo site's documented ones); a fresh one otherwise. */
  affiliateCode?: string;
  paymentPassword?: string | null;
  uplineId?: number | null;
  nickname?: string | null;
  email?: string | null;
  dialingCode?: string | null;
  mobile?: string | null;
  /** The member proved the number with an SMS code; otherwise it is kept unverified. */
  mobileVerified?: boolean;
  payeeName?: string | null;
  idNumber?: string | null;
  qq?: string | null;
  facebook?: string | null;
  wechat?: string | null;
  line?: string | null;
  whatsapp?: string | null;
  zalo?: string | null;
  referredByCode?: string | null;
  recommenderId?: string | null;
  registerMethod?: string | null;
  registerUrl?: string | null;
}

/** A member row ready to insert, but for its username (and its affiliate code, unless chosen). */
export type PreparedMember = Omit<NewMember, 'username'>;

const passwordHashOf = async (password: NewMemberFields['password']) => {
  if (password === null) return NO_PASSWORD;
  return typeof password === 'string' ? hashPassword(password) : password.hash;
};

/** Where a new member's number goes: proved numbers are the member's, others stay aside. */
const numberColumns = ({ mobile, dialingCode, mobileVerified }: NewMemberFields) => {
  const number = mobile ? { code: dialingCode ?? null, national: mobile } : null;
  const verified = number !== null && mobileVerified === true;
  return {
    dialing_code: verified ? number.code : null,
    mobile: verified ? number.national : null,
    unverified_dialing_code: verified ? null : (number?.code ?? null),
    unverified_mobile: verified ? null : (number?.national ?? null),
  };
};

/**
 * Hashes the passwords of a new member: slow on purpose, so it runs before the sign-up's
 * transaction opens, never while that holds a connection (SQLite has one).
 */
export const prepareMember = async (
  { site, now }: SiteCtx,
  fields: NewMemberFields,
): Promise<PreparedMember> => ({
  merchant_id: site.id,
  password_hash: await passwordHashOf(fields.password),
  payment_password_hash: fields.paymentPassword ? await hashPassword(fields.paymentPassword) : null,
  type: fields.type ?? MEMBER_TYPES.member,
  upline_id: fields.uplineId ?? null,
  nickname: fields.nickname ?? null,
  email: fields.email ?? null,
  ...numberColumns(fields),
  payee_name: fields.payeeName ?? null,
  id_number: fields.idNumber ?? null,
  qq: fields.qq ?? null,
  facebook: fields.facebook ?? null,
  wechat: fields.wechat ?? null,
  line: fields.line ?? null,
  whatsapp: fields.whatsapp ?? null,
  zalo: fields.zalo ?? null,
  referred_by_code: fields.referredByCode ?? null,
  recommender_id: fields.recommenderId ?? null,
  register_method: fields.registerMethod ?? null,
  register_url: fields.registerUrl ?? null,
  affiliate_code: fields.affiliateCode?.toUpperCase() ?? null,
  created_at: now(),
});

/** A generated value (the affiliate code) collided: trying again with a fresh one will do. */
export class AffiliateCodeTaken extends Error {}

const AFFILIATE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newAffiliateCode = () =>
  Array.from({ length: 8 }, () => AFFILIATE_ALPHABET[randomInt(AFFILIATE_ALPHABET.length)]).join(
    '',
  );

/**
 * Inserts a member with its chosen affiliate code or a fresh one. Username and (proved) mobile
 * stay unique per site even under concurrent registrations: the database refuses
 * (username.exists, mobile.exists); members who only typed a proved number lose it, in the
 * same transaction. On
 * PostgreSQL a refused insert spoils the transaction, so a collided affiliate code is thrown
 * (AffiliateCodeTaken) for the caller to retry the whole transaction rather than retried here.
 */
export const insertMember = async (
  { db }: Ctx,
  member: PreparedMember,
  username: string,
): Promise<MemberRow> => {
  try {
    const row = {
      ...member,
      username: username.toLowerCase(),
      affiliate_code: member.affiliate_code ?? newAffiliateCode(),
    };
    const id = await insertMemberRow(db, row);
    const created = await findMemberRowById(db, id);
    if (!created) throw new Error('member vanished after insert');
    if (created.mobile) await dropUnverifiedNumber(db, created);
    return created;
  } catch (err) {
    const column = uniqueViolationOf(err);
    if (column === 'username') throw new AppError('username.exists');
    if (column === 'mobile') throw new AppError('mobile.exists');
    if (column === 'affiliate_code') throw new AffiliateCodeTaken();
    throw err;
  }
};

/** Shows the start and the domain of an address only: de****@example.com. */
export const maskEmail = (email: string | null): string | null => {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at < 1) return '****';
  return `${email.slice(0, Math.min(2, at - 1) || 1)}****${email.slice(at)}`;
};

/** Shows the end of a number only: 95******1234. */
export const maskMobile = (dialingCode: string | null, mobile: string | null): string | null =>
  mobile ? `${dialingCode ?? ''}******${mobile.slice(-4)}` : null;

/** The member centre's view of the member; free-trial accounts may not enter it (free_reject). */
export const memberInfoOf = async ({ db, member }: MemberCtx): Promise<MemberInfo> => {
  const row = await findMemberRowById(db, member.id);
  if (!row) throw new AppError('member.not.exist');
  if (row.type === MEMBER_TYPES.freeTrial) throw new AppError('free_reject');
  return {
    id: row.id,
    account: row.username,
    userName: row.username,
    nickname: row.nickname,
    type: row.type,
    regDate: row.created_at,
    mobile: row.mobile
      ? maskMobile(row.dialing_code, row.mobile)
      : maskMobile(row.unverified_dialing_code, row.unverified_mobile),
    email: maskEmail(row.email),
    // Level 0 is no level: the app shows no label rather than a made-up "VIP0".
    vip: row.vip_level > 0 ? `VIP${row.vip_level}` : null,
    toUpline: row.upline_id !== null,
  };
};
